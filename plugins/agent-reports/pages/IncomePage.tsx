import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { Amount } from '../components/Amount';
import { ReportFrame, type ReportColumn, type ReportTotals } from '../components/ReportFrame';
import { csvAmount } from '../report/cells';

type Day = Parameters<ReportColumn<'agentIncome'>['csv']>[0];
type Figure = Exclude<keyof Day, 'day'>;

/**
 * Agent centre agentRevenueReport (§2 my income): the agent's own salaries and dividends received
 * and paid, and its transfers with its upline and downlines, by day, newest first.
 */
export default function IncomePage() {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const amountColumn = (key: Figure, signed = false): ReportColumn<'agentIncome'> => ({
    key,
    header: t(`income.${key}`),
    align: 'end',
    cell: (d: Day) => <Amount value={d[key]} signed={signed} />,
    csv: (d: Day) => csvAmount(d[key]),
    sum: (s: ReportTotals<'agentIncome'>) => <Amount value={s[key]} signed={signed} />,
  });
  const columns: ReportColumn<'agentIncome'>[] = [
    { key: 'day', header: t('columns.day'), cell: (d) => d.day, csv: (d) => d.day },
    amountColumn('salaryIn'),
    amountColumn('salaryOut'),
    amountColumn('dividendIn'),
    amountColumn('dividendOut'),
    amountColumn('transferIn'),
    amountColumn('transferOut'),
    amountColumn('net', true),
  ];
  return (
    <ReportFrame
      name="agentIncome"
      title={t('income.title')}
      caption={(from, to) => t('income.caption', { from, to })}
      columns={columns}
      fileName="my-income"
      emptyText={t('income.empty')}
      rowKey={(d) => d.day}
    />
  );
}
