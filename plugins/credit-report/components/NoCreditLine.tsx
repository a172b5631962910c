import { useTranslation } from 'react-i18next';

/**
 * What a member without a credit line reads instead of an empty report: there is none yet, and
 * only their agent can grant one (the platform answers `hasCreditLine: false`, not an error).
 */
export function NoCreditLine() {
  const { t } = useTranslation('credit-report');
  return (
    <div className="wl-credit-report__none" role="note" aria-labelledby="wl-credit-report-none">
      <h3 id="wl-credit-report-none">{t('none.title')}</h3>
      <p>{t('none.body')}</p>
      <p>{t('none.how')}</p>
    </div>
  );
}
