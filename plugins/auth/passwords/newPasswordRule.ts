import type { RegisterSettings } from '../api';
import type { Failures } from '../registration/failureText';
import {
  validateField,
  type FieldFailure,
  type RegisterFieldRule,
} from '../registration/validateField';

/** Used only when the platform's register settings cannot be read: 8–20 letters and digits. */
const FALLBACK_RULE: RegisterFieldRule = {
  name: 'password',
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
  minLength: 8,
  maxLength: 20,
  patternId: 'alnum_both',
};

/** A new password follows the same rule as a registration password (§5 Change password, Forgot). */
export function passwordRule(settings: RegisterSettings | undefined): RegisterFieldRule {
  return settings?.fields.find((rule) => rule.name === 'password') ?? FALLBACK_RULE;
}

export function checkNewPassword(
  value: string,
  settings: RegisterSettings | undefined,
): FieldFailure | null {
  return validateField(value, passwordRule(settings));
}

/**
 * §5 new password and its confirmation: required, valid by the password rule, and equal.
 * Failures are keyed `newPassword` and `confirmNewPassword`, the names of the fields.
 */
export function newPasswordFailures(
  newPassword: string,
  confirm: string,
  settings: RegisterSettings | undefined,
): Failures {
  const found: Failures = {};
  const invalid = newPassword ? checkNewPassword(newPassword, settings) : null;
  if (!newPassword) found.newPassword = { key: 'password.new_required' };
  else if (invalid) found.newPassword = invalid;
  if (!confirm || confirm !== newPassword) found.confirmNewPassword = { key: 'inconsistent_twice' };
  return found;
}
