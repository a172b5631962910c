import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { dateRangePresets, type DateRange } from '../../../core/ui/records/dateRangePresets';
import { RecordsTable } from '../../../core/ui/records/RecordsTable';
import { useCreditReport } from '../api';
import { periodColumns, periodTotals } from './periodColumns';

/**
 * The line's weekly settlement periods that overlap a date range (the last 30 days at first, at
 * most the 90 days every record keeps), newest first, a page at a time, with the range's totals
 * in the table's foot. A new range starts again at its first page.
 */
export function CreditPeriods({ currency }: { currency: string }) {
  const { t } = useTranslation('credit-report');
  const { pageSize } = usePluginOptions('credit-report');
  // The presets' clock: fixed when the page opened, so "today" does not move under the member.
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<DateRange>(() => dateRangePresets(now).last_30_days);
  const [page, setPage] = useState(1);
  const report = useCreditReport({ ...range, pageNo: page, pageSize });
  const data = report.data;
  const state =
    report.isError && !report.isPlaceholderData
      ? 'error'
      : report.isPending || report.isPlaceholderData
        ? 'loading'
        : 'ready';
  return (
    <section className="wl-credit-report__periods" aria-labelledby="wl-credit-report-periods">
      <h3 id="wl-credit-report-periods">{t('periods.title')}</h3>
      <DateRangeField
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        now={now}
      />
      <p className="wl-credit-report__note">{t('periods.sign_note', { currency })}</p>
      <RecordsTable
        caption={t('periods.caption', { from: range.from, to: range.to })}
        columns={periodColumns(t)}
        rows={data?.list ?? []}
        rowKey={(period) => period.periodStart}
        totals={data && periodTotals(data.totals, t)}
        page={page}
        pageCount={data?.totalPages ?? 1}
        onPage={setPage}
        state={state}
        onRetry={() => void report.refetch()}
        emptyText={t('periods.empty')}
      />
    </section>
  );
}
