/**
 * The platform API locations of the generated nginx configuration: the upstream, the proxy every
 * platform path shares (its body limit and rates from nginxLimits.ts), and the refusals a platform
 * call gets in the platform's own failure envelope.
 */
import { COMMON_HEADERS } from './securityHeaders';
import { platformLimits } from './nginxLimits';
import { NginxConfigError, REFUSAL_HEADERS, headerLines, quote } from './nginxSyntax';

/** CORS grants upstream may add (the emulator adds them to everything); a brand origin passes none. */
const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

/**
 * A platform call whose raw path holds an encoded dot, slash, backslash or percent, a backslash,
 * a double slash or a dot segment. nginx forwards the raw path, so it must already be the path
 * nginx matched: otherwise another decoder upstream could turn "/lgw/..%2F__emulator" into a
 * control path. Platform paths are plain words, so nothing real is refused. Written as nginx reads
 * it: single-quoted, where "\\\\" is one escaped backslash.
 */
const UNCLEAN_PLATFORM_PATH = String.raw`'^[^?]*(%2e|%2f|%5c|%25|\\\\|//|/\.\.?(/|\?|$))'`;

/** The platform's failure envelope, as the Node proxy answers a refused call. */
const MALFORMED_CALL = JSON.stringify({
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'malformed address',
});

/** The upstream as nginx needs it: scheme, `host:port`, and the Host header to send. */
export interface Upstream {
  scheme: string;
  server: string;
  host: string;
}

/** Reads the platform's base URL; refuses what is no plain http(s) origin. */
export function parseUpstream(upstream: string): Upstream {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new NginxConfigError(`upstream ${JSON.stringify(upstream)} is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password)
    throw new NginxConfigError(`upstream ${upstream}: an http:// or https:// URL without user`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new NginxConfigError(
      `upstream ${upstream}: give the origin only; the API paths are kept as requested`,
    );
  const scheme = url.protocol.slice(0, -1);
  const port = url.port || (scheme === 'https' ? '443' : '80');
  return { scheme, server: `${url.hostname}:${port}`, host: url.host };
}

/** A platform call's own refusal, in the platform's failure envelope. */
export function envelopeLocation(
  name: string,
  status: number,
  code: string,
  message: string,
): string[] {
  return [
    `    location ${name} {`,
    ...headerLines(REFUSAL_HEADERS, '        '),
    '        types { }',
    '        default_type application/json;',
    `        return ${status} '${JSON.stringify({ success: false, code, message })}';`,
    '    }',
  ];
}

/** An upload path as an exact location: a plain platform path, nothing nginx would read otherwise. */
export function checkUploadPath(path: string): string {
  if (!/^\/(wps|lgw|lotto)(\/[A-Za-z0-9_.-]+)+$/.test(path))
    throw new NginxConfigError(`upload path ${JSON.stringify(path)} is not a platform path`);
  return path;
}

/** A location forwarding platform calls with `bodyLimit`: the same proxy for every one of them. */
export function platformLocation(match: string, bodyLimit: string, upstream: Upstream): string[] {
  return [
    `    location ${match} {`,
    ...headerLines(COMMON_HEADERS, '        '),
    '        default_type application/json;',
    ...platformLimits(bodyLimit, '        '),
    '        error_page 413 @wl_api_too_large;',
    '        error_page 429 @wl_api_too_many;',
    `        if ($request_uri ~* ${UNCLEAN_PLATFORM_PATH}) {`,
    ...headerLines(REFUSAL_HEADERS, '            '),
    `            return 400 '${MALFORMED_CALL}';`,
    '        }',
    `        proxy_pass ${upstream.scheme}://wl_platform;`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    `        proxy_set_header Host ${quote(upstream.host, 'upstream host')};`,
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    ...(upstream.scheme === 'https'
      ? [
          '        proxy_ssl_server_name on;',
          `        proxy_ssl_name ${quote(upstream.host.replace(/:\d+$/, ''), 'upstream host')};`,
        ]
      : []),
    ...[...CORS_HEADERS, ...Object.keys(COMMON_HEADERS)].map(
      (name) => `        proxy_hide_header ${name};`,
    ),
    '    }',
  ];
}
