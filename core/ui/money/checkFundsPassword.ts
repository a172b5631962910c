/** The funds password rule (§5, issue 12): exactly 6 digits. */
const FUNDS_PASSWORD = /^\d{6}$/;

/** The i18n key (core) of the broken rule, or null when the funds password may be sent. */
export function checkFundsPassword(value: string): string | null {
  if (value === '') return 'funds_password.required';
  return FUNDS_PASSWORD.test(value) ? null : 'funds_password.six_digits';
}
