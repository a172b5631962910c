import type { Failure } from './failure';

export const ACCOUNT_MIN_DIGITS = 10;
export const ACCOUNT_MAX_DIGITS = 19;

/** The digits of an account number as typed; spaces typed for readability do not count. */
export const accountDigits = (raw: string) => raw.replace(/\s+/g, '');

/** Account number: 10 to 19 digits. */
export function accountNumberFailure(raw: string): Failure | null {
  const digits = accountDigits(raw);
  return new RegExp(`^\\d{${ACCOUNT_MIN_DIGITS},${ACCOUNT_MAX_DIGITS}}$`).test(digits)
    ? null
    : { key: 'rules.account_number', params: { min: ACCOUNT_MIN_DIGITS, max: ACCOUNT_MAX_DIGITS } };
}

/** A bank is chosen from the merchant's list. */
export function bankFailure(bank: string, banks: readonly string[]): Failure | null {
  return banks.includes(bank) ? null : { key: 'rules.bank_required' };
}
