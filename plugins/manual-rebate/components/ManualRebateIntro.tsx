import { useTranslation } from 'react-i18next';

/** What Manual Rebate is for, in the reader's language; a site may hide it (`showIntro`). */
export function ManualRebateIntro() {
  const { t } = useTranslation('manual-rebate');
  return <p className="wl-manual-rebate__intro">{t('intro')}</p>;
}
