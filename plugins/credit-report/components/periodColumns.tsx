import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { CreditFigures, CreditPeriod } from '../api';

/** An amount that is a gain or a loss for the member (win/loss, settlement), coloured and signed. */
function Signed({ value }: { value: number }) {
  const tone =
    value === 0 ? undefined : value > 0 ? 'wl-credit-report__gain' : 'wl-credit-report__loss';
  return <span className={tone}>{formatAmount(value)}</span>;
}

/** The figures every period and the totals have, as columns after the period and its status. */
const FIGURE_COLUMNS: {
  key: keyof CreditFigures;
  cell: (f: CreditFigures) => ReactNode;
}[] = [
  { key: 'betCount', cell: (f) => f.betCount.toLocaleString('en-US') },
  { key: 'betAmount', cell: (f) => formatAmount(f.betAmount) },
  { key: 'validBet', cell: (f) => formatAmount(f.validBet) },
  { key: 'winLoss', cell: (f) => <Signed value={f.winLoss} /> },
  { key: 'rebate', cell: (f) => formatAmount(f.rebate) },
  { key: 'settlement', cell: (f) => <Signed value={f.settlement} /> },
];

/** The report's columns: the period's days, its status, then its figures (amounts at the end). */
export function periodColumns(t: TFunction<'credit-report'>): RecordsColumn<CreditPeriod>[] {
  return [
    {
      key: 'period',
      header: t('periods.period'),
      cell: (p) => t('period_days', { from: p.startDay, to: p.endDay }),
    },
    {
      key: 'status',
      header: t('periods.status'),
      cell: (p) => (
        <span className={`wl-credit-report__status wl-credit-report__status--${p.status}`}>
          {t(`status.${p.status}`)}
        </span>
      ),
    },
    ...FIGURE_COLUMNS.map(({ key, cell }) => ({
      key,
      header: t(`periods.${key}`),
      align: 'end' as const,
      cell,
    })),
  ];
}

/** The totals row: "Total" under the period, nothing under the status, then each figure's sum. */
export function periodTotals(
  totals: CreditFigures,
  t: TFunction<'credit-report'>,
): Partial<Record<string, ReactNode>> {
  return {
    period: t('periods.total'),
    status: '',
    ...Object.fromEntries(FIGURE_COLUMNS.map(({ key, cell }) => [key, cell(totals)])),
  };
}
