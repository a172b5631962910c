import { useTranslation } from 'react-i18next';

/** What Reward Centre is for, in the reader's language; a site may hide it (`showIntro`). */
export function RewardCentreIntro() {
  const { t } = useTranslation('reward-centre');
  return <p className="wl-reward-centre__intro">{t('intro')}</p>;
}
