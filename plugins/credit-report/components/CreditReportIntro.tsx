import { useTranslation } from 'react-i18next';

/** What credit play is, in the reader's language; a site may hide it (`showIntro`). */
export function CreditReportIntro() {
  const { t } = useTranslation('credit-report');
  return <p className="wl-credit-report__intro">{t('intro')}</p>;
}
