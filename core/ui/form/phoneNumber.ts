/**
 * Phone number and SMS code rules (§5). Failures are i18n keys of the core namespace, written
 * with their namespace so a plugin's `t` finds them too.
 */
export const PHONE_FAILURES = {
  mobileRequired: 'core:sms.mobile_required',
  mobileInvalid: 'core:sms.mobile_invalid',
  codeRequired: 'core:sms.code_required',
} as const;

export type PhoneFailureKey = (typeof PHONE_FAILURES)[keyof typeof PHONE_FAILURES];

/** The number the platform knows: dialing code and national number, digits only. */
export function fullMobile(dialingCode: string, national: string): string {
  return `${dialingCode}${national.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** 6–15 digits in all (E.164 allows at most 15). */
export function isValidMobile(full: string): boolean {
  return /^\d{6,15}$/.test(full);
}

/** §5: a phone number is required and valid; the failure's key, or undefined. */
export function phoneFailure(
  dialingCode: string,
  national: string,
): { key: PhoneFailureKey } | undefined {
  if (!national.trim()) return { key: PHONE_FAILURES.mobileRequired };
  return isValidMobile(fullMobile(dialingCode, national))
    ? undefined
    : { key: PHONE_FAILURES.mobileInvalid };
}

/** §5: an SMS code is required. */
export function codeFailure(code: string): { key: PhoneFailureKey } | undefined {
  return code.trim() ? undefined : { key: PHONE_FAILURES.codeRequired };
}
