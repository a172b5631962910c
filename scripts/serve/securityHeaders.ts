/**
 * The response headers of every server that serves a build: the Node server of tests and
 * development (staticServer.ts) and the generated nginx configuration (nginxConfig.ts) both take
 * them from here, so the two cannot drift.
 */
import { CSP_REPORT_GROUP, contentSecurityPolicy, reportUri, type CspSources } from './csp';

/** Hashed build assets never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML and the site config are revalidated on every visit, so a deploy shows at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Refusals (404, 400, unknown host) are never stored: the next deploy may answer otherwise. */
export const REFUSAL_CACHE_CONTROL = 'no-store';

/** Two years, with subdomains: the brand hosts are served over HTTPS only once this is sent. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Browser features the site never uses, denied to the page and to every frame it embeds (games
 * and the lottery open in same-site or https frames; none of them needs these either).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'xr-spatial-tracking=()',
  'interest-cohort=()',
].join(', ');

/** Headers every response carries, assets included. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

export interface PageHeaderOptions {
  /** The brand's own origins beyond 'self' (siteCspSources: its platform, its analytics). */
  csp?: CspSources;
  /** Served over HTTPS: adds Strict-Transport-Security (never sent over plain HTTP). */
  https?: boolean;
}

/**
 * The headers of a brand page (every HTML response). The header CSP adds `frame-ancestors`,
 * which a <meta> policy may not carry, so the page cannot be framed by another site, and its
 * report endpoint: Reporting-Endpoints names the group its `report-to` sends violations to.
 */
export function pageHeaders(options: PageHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(options.csp, { header: true }),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportUri(options.csp ?? {})}"`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cache-Control': PAGE_CACHE_CONTROL,
  };
  if (options.https) headers['Strict-Transport-Security'] = HSTS_VALUE;
  return headers;
}
