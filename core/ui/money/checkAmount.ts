import { formatAmount } from './formatAmount';
import { readAmount } from './parseAmount';

/** The limits an amount must keep: a channel's min and max, and what the member holds. */
export interface AmountRules {
  min?: number;
  max?: number;
  /** The balance the amount comes out of (withdrawable, a wallet): more is refused. */
  available?: number;
}

/**
 * The rule an amount broke: an i18n key in the core namespace and its values, already
 * formatted. Show it with `t(problem.key, { ns: 'core-member', ...problem.values })`, or hand it to
 * AmountField's `error`.
 */
export interface AmountProblem {
  key: string;
  values?: Record<string, string>;
}

// In cents, so 0.1 + 0.2 style float noise never moves a limit.
const cents = (value: number) => Math.round(value * 100);

/** Checks a typed amount against its rules (§9, issue 12): null when it may be sent. */
export function checkAmount(value: string, rules: AmountRules = {}): AmountProblem | null {
  const reading = readAmount(value);
  if (reading.kind === 'empty') return { key: 'amount.required' };
  if (reading.kind === 'not_number') return { key: 'amount.not_number' };
  if (reading.kind === 'too_many_decimals') return { key: 'amount.decimals' };
  const amount = cents(reading.value);
  const { min, max, available } = rules;
  if (amount <= 0) return { key: 'amount.not_positive' };
  if (min !== undefined && amount < cents(min))
    return { key: 'amount.below_min', values: { min: formatAmount(min) } };
  if (max !== undefined && amount > cents(max))
    return { key: 'amount.above_max', values: { max: formatAmount(max) } };
  if (available !== undefined && amount > cents(available))
    return { key: 'amount.over_balance', values: { available: formatAmount(available) } };
  return null;
}
