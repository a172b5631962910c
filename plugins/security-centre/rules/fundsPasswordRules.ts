import { checkFundsPassword } from '../../../core/ui/money/checkFundsPassword';
import type { Failure } from './failure';

/** Funds password: core's rule (6 digits), its message in core's namespace. */
export function fundsPasswordFailure(value: string): Failure | null {
  const key = checkFundsPassword(value);
  return key ? { key: `core:${key}` } : null;
}

/** The confirmation repeats the new funds password. */
export function confirmFailure(value: string, confirm: string): Failure | null {
  return value === confirm ? null : { key: 'rules.funds_password_confirm' };
}
