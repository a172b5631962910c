import '../records.css';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useBonusDetails, type Bonus } from '../api';
import { Amount } from '../components/Amount';
import { pageCountOf, tableState } from '../components/tableState';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { localUtcOffset } from '../formatTime';
import { PAGE_SIZE } from '../paging';
import { useRecordsSearch } from '../query/useRecordsSearch';

/**
 * Member centre page bonusDetails: the bonuses and rebates credited to the member over a date
 * range, with the promotion that paid each, 20 a page with the total of the range.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const lang = useLanguage();
  const controls = useRecordsSearch();
  const view = useDeferredValue(controls.view);
  const bonuses = useBonusDetails({
    from: view.from,
    to: view.to,
    utcOffset: localUtcOffset(controls.now),
    pageNo: view.page,
    pageSize: PAGE_SIZE,
  });
  const columns: RecordsColumn<Bonus>[] = [
    {
      key: 'time',
      header: t('bonus.time'),
      cell: (b) => formatDateTime(b.createdAt, lang, { seconds: true }),
    },
    { key: 'promotion', header: t('bonus.promotion'), cell: (b) => b.promotion },
    { key: 'reference', header: t('bonus.reference'), cell: (b) => b.reference ?? '' },
    {
      key: 'amount',
      header: t('bonus.amount'),
      align: 'end',
      cell: (b) => <Amount value={b.amount} />,
    },
  ];
  const data = bonuses.data;
  return (
    <section className="wl-records-page" aria-labelledby="wl-records-bonus">
      <h2 id="wl-records-bonus">{t('bonus.title')}</h2>
      <DateRangeField value={controls.view} onChange={controls.setRange} now={controls.now} />
      <RecordsTable
        caption={t('bonus.caption', { from: view.from, to: view.to })}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(b) => b.transactionId}
        totals={
          data && {
            time: t('bonus.total', {
              count: data.total,
              total: data.total.toLocaleString('en-US'),
            }),
            amount: <Amount value={data.totalAmount} />,
          }
        }
        page={view.page}
        pageCount={pageCountOf(data?.total, PAGE_SIZE)}
        onPage={controls.setPage}
        state={tableState(bonuses)}
        onRetry={() => void bonuses.refetch()}
        emptyText={t('bonus.empty')}
      />
    </section>
  );
}
