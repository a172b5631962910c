import '../promotions.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { PromotionsIntro } from '../components/PromotionsIntro';

/** Promotions's page (/promotions): its heading, then its content. */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const { showIntro } = usePluginOptions('promotions');
  return (
    <div className="wl-page wl-promotions">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <PromotionsIntro />}
    </div>
  );
}
