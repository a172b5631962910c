/**
 * The Content-Security-Policy every built page ships with: scripts only from the site itself
 * (no 'unsafe-inline', no 'unsafe-eval'); the site config is an inert JSON element, not a script.
 * Images may come from the operator's CDNs over https; games open in new windows, not frames.
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
 * may carry `frame-ancestors`; in a <meta> the browser ignores it with a console warning.
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
    `img-src 'self' data: https:${more(sources.img)}`,
    "font-src 'self'",
    `connect-src 'self'${more(sources.connect)}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Trusted Types: only the sanitiser's policy (core/html/trustedHtml.ts) may exist. Not
    // enforced (no require-trusted-types-for 'script'): measured in Chromium, every route, server
    // HTML and the XSS corpus run clean under it, but the analytics plugin's string script.src
    // (plugins/analytics/tracking/gtag.ts) is refused, and gtag.js would need policies of its own.
    'trusted-types wl-server-html',
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** Origins one brand's page needs besides its own, by directive (siteCspSources). */
export interface CspSources {
  /** script-src: the analytics script's origin. */
  script?: readonly string[];
  /** connect-src: an absolute platform.apiBase; the analytics collection origins. */
  connect?: readonly string[];
  /**
   * img-src: the analytics collection origins (gtag.js falls back to image beacons). img-src
   * already allows any https image; naming them keeps them allowed should that ever narrow.
   */
  img?: readonly string[];
}

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
  const plugins = isBlock(config) && isBlock(config.plugins) ? config.plugins : {};
  const analytics = plugins.analytics;
  if (!isBlock(analytics)) return { connect };
  const collect = Array.isArray(analytics.collectOrigins)
    ? analytics.collectOrigins.filter((origin): origin is string => typeof origin === 'string')
    : [];
  return {
    script: scriptOrigins(analytics.scriptUrl),
    connect: [...connect, ...collect],
    img: collect,
  };
}
