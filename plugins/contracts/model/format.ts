import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FIELD_FORMAT, type ContractKind, type TierField } from './kinds';

/** A tier field's value as people read it: money with two decimals, a count, or a percentage. */
export function formatTierValue(field: TierField, value: number | undefined): string {
  if (value === undefined) return '–';
  switch (FIELD_FORMAT[field]) {
    case 'money':
      return formatAmount(value);
    case 'count':
      return String(value);
    case 'percent':
      return `${formatAmount(value)}%`;
  }
}

/** A contract's rate (its top tier's rate, §4) in its fields' format. */
export function formatRate(kind: ContractKind, rate: number): string {
  return formatTierValue(kind.rateFields[0]!, rate);
}
