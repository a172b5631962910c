/**
 * The Content-Security-Policy every built page ships with: scripts only from the site itself
 * (no 'unsafe-inline', no 'unsafe-eval'); the site config is an inert JSON element, not a script.
 * Images may come from the operator's CDNs over https; games open in new windows, not frames.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
