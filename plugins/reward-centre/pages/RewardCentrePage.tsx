import '../reward-centre.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { RewardCentreIntro } from '../components/RewardCentreIntro';

/** Reward Centre's page (/rewardCentre): its heading, then its content. */
export default function RewardCentrePage() {
  const { t } = useTranslation('reward-centre');
  const { showIntro } = usePluginOptions('reward-centre');
  return (
    <div className="wl-page wl-reward-centre">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <RewardCentreIntro />}
    </div>
  );
}
