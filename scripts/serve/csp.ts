/**
 * The Content-Security-Policy every built page ships with: scripts only from the site itself
 * (no 'unsafe-inline', no 'unsafe-eval'); the site config is an inert JSON element, not a script.
 * Images may come from the operator's CDNs over https; games open in new windows, not frames.
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
  connectOrigins: readonly string[] = [],
  { header = false }: { header?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}
