/** The global gtag.js reads before it sends anything for a measurement id (Google's opt-out). */
export const disableFlag = (id: string): string => `ga-disable-${id}`;

const flags = (): Record<string, unknown> => window as unknown as Record<string, unknown>;

/** True once the visitor refused or withdrew for `id` in this page view. */
export function isMeasuringDisabled(id: string): boolean {
  return flags()[disableFlag(id)] === true;
}

/** Turns gtag.js's own switch for `id` off (true) or on again (false). */
export function setMeasuringDisabled(id: string, disabled: boolean): void {
  flags()[disableFlag(id)] = disabled;
}

/**
 * A refusal or a withdrawal: gtag.js sends nothing more for `id`, and the identifiers it may have
 * left in this browser (its first-party cookies `_ga` and `_ga_<stream>`) are expired, so taking
 * consent back also forgets the visitor. Cheap when there are none, so it runs on every page of a
 * visitor who declined (a withdrawal made in another tab is cleaned up here too).
 */
export function optOut(id: string): void {
  setMeasuringDisabled(id, true);
  forgetAnalyticsCookies();
}

function forgetAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  if (names.length === 0) return;
  // gtag.js sets them on the widest domain it may (cookie_domain 'auto'), and a cookie is only
  // removed with the domain it was set with: expire each on the host and every parent domain.
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}
