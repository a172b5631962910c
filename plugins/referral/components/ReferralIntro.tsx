import { useTranslation } from 'react-i18next';

/** What Referral is for, in the reader's language; a site may hide it (`showIntro`). */
export function ReferralIntro() {
  const { t } = useTranslation('referral');
  return <p className="wl-referral__intro">{t('intro')}</p>;
}
