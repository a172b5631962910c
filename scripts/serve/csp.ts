import { CSP_REPORT_PATH } from '../../core/api/wire/cspReport';

/**
 * The Content-Security-Policy every built page ships with: scripts only from the site itself
 * (no 'unsafe-inline', no 'unsafe-eval'); the site config is an inert JSON element, not a script.
 * Images come only from the brand's image CDNs (site.json platform.imageCdns) and game frames only
 * from its launch CDNs (platform.launchCdns), where "/" or a path means the site itself, and from
 * the platform's origin when apiBase is absolute (platform URLs are read against it): never from
 * any https host. The platform's own CDN lists (status imageCDNs, launchGameCDNs) come at run
 * time, after the policy is fixed, so a brand lists those hosts in its site config too.
 *
 * Per brand, the policy names what its site config makes the page reach (siteCspSources): an
 * absolute platform origin, and the analytics script and collection origins where the brand
 * enables the analytics plugin, never for the others.
 *
 * Styles too come only from the site's own stylesheets: no 'unsafe-inline'. Nothing the page
 * runs needs it. React's `style` prop, the theme tokens (core/theme) and the carousels (Embla
 * moves its track with element.style) all write styles through the CSSOM, which a policy does not
 * govern; no library injects a <style> element or a style="" attribute; the server HTML of
 * announcements and promotions loses its style attributes in the sanitiser (core/html), so it
 * never asks for inline styles either. tests/e2e/csp.spec.ts records violations across the
 * routes to keep it that way.
 *
 * The policy travels twice: as a <meta> in the built page (so a plain static host or CDN still
 * enforces it) and as a response header from our servers (securityHeaders.ts). Only the header
 * may carry `frame-ancestors`; in a <meta> the browser ignores it with a console warning. The same
 * holds for `report-uri` and `report-to`: violations are reported to the platform's CSP report
 * endpoint (CSP_REPORT_PATH under apiBase) by the header policy only.
 */
export function contentSecurityPolicy(
  sources: CspSources = {},
  { header = false }: { header?: boolean } = {},
): string {
  const more = (list: readonly string[] = []) => list.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${more(sources.script)}`,
    "style-src 'self'",
    `img-src 'self' data:${more(sources.img)}`,
    "font-src 'self'",
    `connect-src 'self'${more(sources.connect)}`,
    `frame-src 'self'${more(sources.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Trusted Types: only the sanitiser's policy (core/html/trustedHtml.ts) may exist. Not
    // enforced (no require-trusted-types-for 'script'): measured in Chromium, every route, server
    // HTML and the XSS corpus run clean under it, but the analytics plugin's string script.src
    // (plugins/analytics/tracking/gtag.ts) is refused, and gtag.js would need policies of its own.
    'trusted-types wl-server-html',
    ...(header ? ["frame-ancestors 'none'"] : []),
    ...(header ? [`report-uri ${reportUri(sources)}`, `report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

/** Origins one brand's page needs besides its own, by directive (siteCspSources). */
export interface CspSources {
  /** script-src: the analytics script's origin. */
  script?: readonly string[];
  /** connect-src: an absolute platform.apiBase; the analytics collection origins. */
  connect?: readonly string[];
  /**
   * img-src: the image CDNs' origins, an absolute apiBase's origin and the analytics collection
   * origins (gtag.js falls back to image beacons).
   */
  img?: readonly string[];
  /** frame-src: the launch CDNs' origins and an absolute apiBase's origin (games, the lottery). */
  frame?: readonly string[];
  /** Where the header policy reports violations; CSP_REPORT_PATH on the page's origin if unset. */
  report?: string;
}

/** The Reporting-Endpoints group `report-to` names (securityHeaders.ts sends the header). */
export const CSP_REPORT_GROUP = 'csp';

/** The report endpoint of a policy: a quote or a semicolon would end the directive. */
export function reportUri(sources: CspSources): string {
  const uri = sources.report ?? CSP_REPORT_PATH;
  return /^[^\s;,"']+$/.test(uri) ? uri : CSP_REPORT_PATH;
}

/** The report endpoint under apiBase, as request.ts joins a call's path to it. */
function reportUnder(apiBase: unknown): string {
  const base = typeof apiBase === 'string' ? apiBase.replace(/\/+$/, '') : '';
  return /^(https?:\/\/[^/]|\/[^/\\])/.test(`${base}/`)
    ? `${base}${CSP_REPORT_PATH}`
    : CSP_REPORT_PATH;
}

/** The origins of a CDN list's absolute entries; "/" and paths are the site itself ('self'). */
function cdnOrigins(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) return [];
    try {
      return [new URL(entry).origin];
    } catch {
      return []; // site:check has refused it already
    }
  });
}

const unique = (list: readonly string[]) => [...new Set(list)];

/** The origin of an absolute apiBase, which the page's CSP must allow; none for a path. */
export function apiOrigins(apiBase: unknown): string[] {
  return typeof apiBase === 'string' && /^https?:\/\//.test(apiBase)
    ? [new URL(apiBase).origin]
    : [];
}

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The origin of an absolute https scriptUrl; none for a same-site path, which 'self' covers. */
function scriptOrigins(scriptUrl: unknown): string[] {
  if (typeof scriptUrl !== 'string' || !scriptUrl.startsWith('https://')) return [];
  try {
    // {id} is only ever in the path or query (the plugin's schema), so the origin is fixed.
    return [new URL(scriptUrl).origin];
  } catch {
    return []; // site:check has refused it already
  }
}

/**
 * The one reading of a brand's site config for its policy, used for the <meta> the build writes
 * (scripts/build.ts) and for the headers of both servers (distSites.ts reads the same config back
 * from the built page): the platform's origin when apiBase is absolute and, only where the brand
 * enables the analytics plugin, its script origin and collection origins. `config` is the site
 * config as the page gets it (prepareSiteConfig), so the plugin's schema defaults are in.
 */
export function siteCspSources(config: unknown): CspSources {
  const platform = isBlock(config) && isBlock(config.platform) ? config.platform : {};
  const connect = apiOrigins(platform.apiBase);
  const own = {
    img: unique([...connect, ...cdnOrigins(platform.imageCdns)]),
    frame: unique([...connect, ...cdnOrigins(platform.launchCdns)]),
    report: reportUnder(platform.apiBase),
  };
  const plugins = isBlock(config) && isBlock(config.plugins) ? config.plugins : {};
  const analytics = plugins.analytics;
  if (!isBlock(analytics)) return { connect, ...own };
  const collect = Array.isArray(analytics.collectOrigins)
    ? analytics.collectOrigins.filter((origin): origin is string => typeof origin === 'string')
    : [];
  return {
    script: scriptOrigins(analytics.scriptUrl),
    connect: [...connect, ...collect],
    ...own,
    img: unique([...own.img, ...collect]),
  };
}
