import '../credit-report.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useCreditLine } from '../api';
import { CreditLineSummary } from '../components/CreditLineSummary';
import { CreditPeriods } from '../components/CreditPeriods';
import { CreditReportIntro } from '../components/CreditReportIntro';
import { NoCreditLine } from '../components/NoCreditLine';

/**
 * Member centre page creditReport (§2 credit report, CREDITMAR3): the credit line an agent granted
 * (limit, used, available, the current period and the next settlement), then its weekly
 * settlement periods over a date range with their totals. A member without a line is told why
 * there is nothing to show; a failed call says what went wrong in the words of §8.
 */
export default function CreditReportPage() {
  const { t } = useTranslation('credit-report');
  const { showIntro } = usePluginOptions('credit-report');
  const line = useCreditLine();
  return (
    <section className="wl-credit-report" aria-labelledby="wl-credit-report-title">
      <h2 id="wl-credit-report-title">{t('title')}</h2>
      {showIntro && <CreditReportIntro />}
      {line.isPending ? (
        <Spinner label={t('loading')} />
      ) : line.isError ? (
        <ErrorPanel error={line.error} onRetry={() => void line.refetch()} />
      ) : line.data.hasCreditLine ? (
        <>
          <CreditLineSummary line={line.data} />
          <CreditPeriods currency={line.data.currency} />
        </>
      ) : (
        <NoCreditLine />
      )}
    </section>
  );
}
