import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { Amount } from '../components/Amount';
import { ReportFrame, type ReportColumn } from '../components/ReportFrame';
import { csvAmount } from '../report/cells';
import { TRANSACTION_TYPES } from '../report/gameTypes';

/**
 * Agent centre agentDownlineTransactionDetailsCopy (§2 account details): every movement of the
 * team's main wallets, newest first; a transfer between two members shows on both.
 */
export default function TeamTransactionsPage() {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const lang = useLanguage();
  const typeName = (type: string) => t(`types.${type}`, { defaultValue: type });
  const columns: ReportColumn<'agentTeamTransactions'>[] = [
    {
      key: 'time',
      header: t('columns.time'),
      cell: (e) => formatDateTime(e.createdAt, lang),
      csv: (e) => formatDateTime(e.createdAt, lang),
    },
    { key: 'account', header: t('columns.account'), cell: (e) => e.account, csv: (e) => e.account },
    {
      key: 'level',
      header: t('columns.level'),
      align: 'end',
      cell: (e) => e.level,
      csv: (e) => e.level,
    },
    {
      key: 'type',
      header: t('columns.type'),
      cell: (e) => typeName(e.type),
      csv: (e) => typeName(e.type),
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'end',
      cell: (e) => <Amount value={e.amount} signed />,
      csv: (e) => csvAmount(e.amount),
      // money in and out, each of its own sign: their sum would hide how much moved
      sum: (s) => (
        <>
          <Amount value={s.in} signed /> / <Amount value={-s.out} signed />
        </>
      ),
    },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (e) => e.transactionId,
      csv: (e) => e.transactionId,
    },
    {
      key: 'remark',
      header: t('columns.remark'),
      cell: (e) => e.remark ?? '',
      csv: (e) => e.remark ?? '',
    },
  ];
  return (
    <ReportFrame
      name="agentTeamTransactions"
      title={t('transactions.title')}
      caption={(from, to) => t('transactions.caption', { from, to })}
      columns={columns}
      byAccount
      kind={{
        param: 'transactionType',
        label: t('filters.type'),
        allLabel: t('filters.all_types'),
        options: TRANSACTION_TYPES.map((type) => ({ value: type, label: typeName(type) })),
      }}
      fileName="account-details"
      emptyText={t('transactions.empty')}
      rowKey={(e) => `${e.transactionId}-${e.account}`}
    />
  );
}
