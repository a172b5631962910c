import '../referral.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ReferralIntro } from '../components/ReferralIntro';

/** Referral's page (/referral): its heading, then its content. */
export default function ReferralPage() {
  const { t } = useTranslation('referral');
  const { showIntro } = usePluginOptions('referral');
  return (
    <div className="wl-page wl-referral">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <ReferralIntro />}
    </div>
  );
}
