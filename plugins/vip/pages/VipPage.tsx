import '../vip.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { VipIntro } from '../components/VipIntro';

/** Vip's page (/vip): its heading, then its content. */
export default function VipPage() {
  const { t } = useTranslation('vip');
  const { showIntro } = usePluginOptions('vip');
  return (
    <div className="wl-page wl-vip">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <VipIntro />}
    </div>
  );
}
