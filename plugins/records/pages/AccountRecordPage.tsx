import '../records.css';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useAccountRecord, type AccountEntry, type TransactionType } from '../api';
import { Amount } from '../components/Amount';
import { FilterSelect } from '../components/FilterSelect';
import { pageCountOf, tableState } from '../components/tableState';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { localUtcOffset } from '../formatTime';
import { PAGE_SIZE } from '../paging';
import { useRecordsSearch } from '../query/useRecordsSearch';

const TYPES: readonly TransactionType[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BONUS',
  'REBATE',
  'POINTS',
  'SALARY',
  'DIVIDEND',
  'ADJUSTMENT',
];

/**
 * Member centre page transactionHistory (§2 account record): every movement of the main wallet
 * (deposits, withdrawals, transfers, bonuses…) with the balance after it, and deposit orders
 * still pending, over a date range and by type, 20 a page with the money in and out.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation('records');
  const lang = useLanguage();
  const controls = useRecordsSearch();
  const view = useDeferredValue(controls.view);
  const type = TYPES.find((candidate) => candidate === view.filters.type);
  const record = useAccountRecord({
    from: view.from,
    to: view.to,
    utcOffset: localUtcOffset(controls.now),
    pageNo: view.page,
    pageSize: PAGE_SIZE,
    ...(type ? { transactionType: type } : {}),
  });
  const columns: RecordsColumn<AccountEntry>[] = [
    {
      key: 'time',
      header: t('account.time'),
      cell: (e) => formatDateTime(e.createdAt, lang, { seconds: true }),
    },
    { key: 'type', header: t('account.type'), cell: (e) => t(`types.${e.type}`) },
    { key: 'reference', header: t('account.reference'), cell: (e) => e.reference ?? '' },
    { key: 'remark', header: t('account.remark'), cell: (e) => e.remark ?? '' },
    {
      key: 'amount',
      header: t('account.amount'),
      align: 'end',
      cell: (e) => <Amount value={e.amount} signed />,
    },
    {
      key: 'balance',
      header: t('account.balance_after'),
      align: 'end',
      cell: (e) => (e.balanceAfter === undefined ? '' : <Amount value={e.balanceAfter} />),
    },
    { key: 'status', header: t('account.status'), cell: (e) => t(`status.${e.status}`) },
  ];
  const data = record.data;
  return (
    <section className="wl-records-page" aria-labelledby="wl-records-account">
      <h2 id="wl-records-account">{t('account.title')}</h2>
      <DateRangeField value={controls.view} onChange={controls.setRange} now={controls.now} />
      <div className="wl-records-filters">
        <FilterSelect
          label={t('filters.type')}
          allLabel={t('filters.all_types')}
          options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={controls.view.filters.type}
          onChange={(value) => controls.setFilter('type', value)}
        />
      </div>
      {data && (
        <dl className="wl-records-summary">
          <div>
            <dt>{t('account.money_in')}</dt>
            <dd>
              <Amount value={data.totals.in} />
            </dd>
          </div>
          <div>
            <dt>{t('account.money_out')}</dt>
            <dd>
              <Amount value={data.totals.out} />
            </dd>
          </div>
        </dl>
      )}
      <RecordsTable
        caption={t('account.caption', { from: view.from, to: view.to })}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(e) => e.transactionId}
        page={view.page}
        pageCount={pageCountOf(data?.total, PAGE_SIZE)}
        onPage={controls.setPage}
        state={tableState(record)}
        onRetry={() => void record.refetch()}
        emptyText={t('account.empty')}
      />
    </section>
  );
}
