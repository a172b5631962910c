export type LoginTab = 'username' | 'sms';

/**
 * The login popup's tabs (§2): the site's order, SMS only where MOBILEVERCODELOGIN3 is on.
 * Username login is always possible, so the popup never ends up without a form.
 */
export function loginTabs(configured: readonly LoginTab[], flags: ReadonlySet<string>): LoginTab[] {
  const allowed = configured.filter((tab) => tab !== 'sms' || flags.has('MOBILEVERCODELOGIN3'));
  return allowed.length > 0 ? [...new Set(allowed)] : ['username'];
}
