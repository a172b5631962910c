import { useTranslation } from 'react-i18next';

/** What Contracts is for, in the reader's language; a site may hide it (`showIntro`). */
export function ContractsIntro() {
  const { t } = useTranslation('contracts');
  return <p className="wl-contracts__intro">{t('intro')}</p>;
}
