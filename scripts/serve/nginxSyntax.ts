/**
 * How the generated nginx configuration writes values (nginxConfig.ts and nginxPlatform.ts): quoted
 * strings that cannot start a variable, `add_header` lines, and the error for what cannot be written.
 */
import { COMMON_HEADERS, REFUSAL_CACHE_CONTROL } from './securityHeaders';

/** A configuration that cannot be written safely; the message says which value and why. */
export class NginxConfigError extends Error {
  override name = 'NginxConfigError';
}

/** Headers of nginx's own refusals: never stored, the next deploy may answer otherwise. */
export const REFUSAL_HEADERS = { ...COMMON_HEADERS, 'Cache-Control': REFUSAL_CACHE_CONTROL };

/** A value inside nginx double quotes; `$` would start a variable and has no escape there. */
export function quote(value: string, what: string): string {
  const control = [...value].some((char) => char < ' ' || char === '\u007f');
  if (control || value.includes('$'))
    throw new NginxConfigError(
      `${what}: ${JSON.stringify(value)} holds "$" or a control character`,
    );
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers).map(([name, value]) =>
    // A value starting with "$" is one of this file's own map variables, written unquoted.
    value.startsWith('$wl_')
      ? `${indent}add_header ${name} ${value} always;`
      : `${indent}add_header ${name} ${quote(value, `header ${name}`)} always;`,
  );
}
