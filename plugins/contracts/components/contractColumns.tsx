import type { TFunction } from 'i18next';
import type { RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { LangCode } from '../../../core/i18n/languages';
import type { Contract } from '../api';
import { formatRate } from '../model/format';
import type { ContractKind } from '../model/kinds';

/** A contract's status in words; one the lower-rate rule ended says so (§4). */
export function statusText(t: TFunction, contract: Contract): string {
  if (contract.status === 'TERMINATED' && contract.endedBy === 'LOWER_UPLINE_RATE')
    return t('status.TERMINATED_LOWER_RATE');
  return t(`status.${contract.status}`);
}

/**
 * The columns every contract table shares (§3 Contract): the other party, the terms that tell
 * the types apart (period type, betting unit) and the rate, then when it was made.
 */
export function termColumns(
  kind: ContractKind,
  t: TFunction,
  lang: LangCode,
  party: { header: string; account: (contract: Contract) => string },
): RecordsColumn<Contract>[] {
  return [
    { key: 'party', header: party.header, cell: party.account },
    ...(kind.choosesPeriod
      ? [
          {
            key: 'period',
            header: t('fields.periodType'),
            cell: (c: Contract) => t(`periods.${c.periodType}`),
          },
        ]
      : []),
    ...(kind.hasBettingUnit
      ? [
          {
            key: 'unit',
            header: t('fields.bettingUnit'),
            align: 'end' as const,
            cell: (c: Contract) =>
              c.bettingUnit === undefined ? '–' : formatAmount(c.bettingUnit),
          },
        ]
      : []),
    {
      key: 'rate',
      header: t(`rate.${kind.id}`),
      align: 'end',
      cell: (c) => formatRate(kind, c.rate),
    },
    { key: 'created', header: t('list.created'), cell: (c) => formatDateTime(c.createdAt, lang) },
  ];
}
