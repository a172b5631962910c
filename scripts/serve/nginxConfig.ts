/**
 * The production nginx configuration of a build (Debian's nginx is the reference): an http-context
 * file for /etc/nginx/conf.d/ that serves each brand's own page by host name, the hashed assets
 * for a year, precompressed files as they are, and the platform API through a proxy. Every header
 * value comes from securityHeaders.ts and every proxied path from platformPaths.ts, so this file
 * and the Node server (staticServer.ts) cannot drift apart.
 *
 * nginx drops a server's or parent's `add_header` lines in any location that has its own, so each
 * location here repeats its whole set: they are generated, never written by hand.
 */
import { PLATFORM_PATH_PREFIXES } from './platformPaths';
import type { CspSources } from './csp';
import {
  ASSET_CACHE_CONTROL,
  COMMON_HEADERS,
  REFUSAL_CACHE_CONTROL,
  pageHeaders,
} from './securityHeaders';

/** One brand as the configuration routes it. */
export interface NginxSite {
  /** The site id: `<id>.localhost` always reaches it, and its page is `site-html/<id>.html`. */
  id: string;
  /** Its production host names (site.json `hosts`), lower-case. */
  hosts?: readonly string[];
  /** Origins its page reaches besides its own, for its CSP (csp.ts siteCspSources). */
  csp?: CspSources;
}

/** What {@link renderNginxConfig} needs: the deploy-time values. */
export interface NginxConfigOptions {
  sites: readonly NginxSite[];
  /** Absolute path of the served folder (the dist folder as copied to the server). */
  root: string;
  /** The platform's base URL, `http(s)://host[:port]`, that the API paths are proxied to. */
  upstream: string;
  /** nginx `listen` values of both servers; default port 80 on IPv4 and IPv6. */
  listen?: readonly string[];
  /**
   * TLS ends in front of nginx (a load balancer or CDN), so every page is reached over HTTPS:
   * send Strict-Transport-Security on all of them. Without it, HSTS follows `$scheme`, which is
   * right when nginx terminates TLS itself.
   */
  https?: boolean;
}

/** A configuration that cannot be written safely; the message says which value and why. */
export class NginxConfigError extends Error {
  override name = 'NginxConfigError';
}

const DEFAULT_LISTEN = ['80', '[::]:80'];
const SITE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const LISTEN = /^(?:\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-f:.]+\]:\d{1,5})$/i;
const HSTS_HEADER = 'Strict-Transport-Security';
const CSP_HEADER = 'Content-Security-Policy';

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

/** A value inside nginx double quotes; `$` would start a variable and has no escape there. */
function quote(value: string, what: string): string {
  const control = [...value].some((char) => char < ' ' || char === '\u007f');
  if (control || value.includes('$'))
    throw new NginxConfigError(
      `${what}: ${JSON.stringify(value)} holds "$" or a control character`,
    );
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers).map(([name, value]) =>
    // A value starting with "$" is one of this file's own map variables, written unquoted.
    value.startsWith('$wl_')
      ? `${indent}add_header ${name} ${value} always;`
      : `${indent}add_header ${name} ${quote(value, `header ${name}`)} always;`,
  );
}

/** The page header set with the per-scheme and per-brand values taken from this file's maps. */
function pageHeaderSet(): Record<string, string> {
  const headers = pageHeaders({ https: true });
  return Object.fromEntries(
    Object.keys(headers).map((name) => [
      name,
      name === HSTS_HEADER ? '$wl_hsts' : name === CSP_HEADER ? '$wl_csp' : headers[name]!,
    ]),
  );
}

const ASSET_HEADERS = { ...COMMON_HEADERS, 'Cache-Control': ASSET_CACHE_CONTROL };
const REFUSAL_HEADERS = { ...COMMON_HEADERS, 'Cache-Control': REFUSAL_CACHE_CONTROL };

function checkSites(sites: readonly NginxSite[]): void {
  if (sites.length === 0) throw new NginxConfigError('no sites: the build wrote no site-html/');
  const owner = new Map<string, string>();
  for (const site of sites) {
    if (!SITE_ID.test(site.id))
      throw new NginxConfigError(`site id ${JSON.stringify(site.id)} is not a site id`);
    for (const host of [`${site.id}.localhost`, ...(site.hosts ?? [])]) {
      if (!HOST_NAME.test(host))
        throw new NginxConfigError(
          `site ${site.id}: host ${JSON.stringify(host)} is not a lower-case host name`,
        );
      const first = owner.get(host);
      if (first !== undefined)
        throw new NginxConfigError(`host ${host} is claimed by both ${first} and ${site.id}`);
      owner.set(host, site.id);
    }
  }
}

/** The upstream as nginx needs it: scheme, `host:port`, and the Host header to send. */
function parseUpstream(upstream: string): { scheme: string; server: string; host: string } {
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

function checkListen(listen: readonly string[]): void {
  for (const value of listen)
    if (!LISTEN.test(value))
      throw new NginxConfigError(`listen ${JSON.stringify(value)}: a port or address:port`);
}

/**
 * A map's source value as nginx reads it: one spelled like a map parameter (a brand called
 * `default`, say) would be taken for that parameter, so nginx asks for a leading backslash.
 */
const MAP_PARAMETERS = new Set(['default', 'hostnames', 'include', 'volatile']);
function mapKey(key: string): string {
  return MAP_PARAMETERS.has(key) ? `\\${key}` : key;
}

function mapBlock(
  variable: string,
  source: string,
  fallback: string,
  entries: [string, string][],
): string[] {
  return [
    `map ${source} ${variable} {`,
    `    default ${quote(fallback, variable)};`,
    ...entries.map(([key, value]) => `    ${mapKey(key)} ${quote(value, variable)};`),
    '}',
  ];
}

/** The brand's page: "/", "/index.html" and every client route answer with it. */
function pageLocation(match: string): string[] {
  return [
    `    location ${match} {`,
    ...headerLines(pageHeaderSet(), '        '),
    '        rewrite ^ /site-html/$wl_brand.html break;',
    '    }',
  ];
}

/**
 * The largest platform call a browser sends: an activity application with its three images of at
 * most 5 MB each (§9), as base64 in JSON (the emulator's bodyLimit.ts allows the same 24 MiB).
 */
export const PLATFORM_BODY_LIMIT = '24m';

/**
 * A named location answering `status` in plain text. Its `types` are emptied: `return` would
 * otherwise take the type of the address's extension ("/site-html/x.html" gets text/html).
 */
function refusalLocation(
  name: string,
  status: number,
  text: string,
  indent: string,
  extra = {},
  internal = false,
): string[] {
  return [
    `${indent}location ${name} {`,
    ...(internal ? [`${indent}    internal;`] : []),
    ...headerLines({ ...REFUSAL_HEADERS, ...extra }, `${indent}    `),
    `${indent}    types { }`,
    `${indent}    default_type text/plain;`,
    `${indent}    return ${status} ${quote(text, name)};`,
    `${indent}}`,
  ];
}

function brandServer(
  options: NginxConfigOptions,
  listen: readonly string[],
  upstreamHost: string,
  upstreamScheme: string,
): string[] {
  const hosts = options.sites.flatMap((site) => [`${site.id}.localhost`, ...(site.hosts ?? [])]);
  const platform = PLATFORM_PATH_PREFIXES.join('|');
  return [
    'server {',
    ...listen.map((value) => `    listen ${value};`),
    `    server_name ${hosts.join(' ')};`,
    `    root ${quote(options.root, 'root')};`,
    '    server_tokens off;',
    '    autoindex off;',
    '    # Nothing served may lead out of the folder through a symbolic link.',
    '    disable_symlinks on from=$document_root;',
    '    charset utf-8;',
    '    charset_types text/css text/plain application/javascript application/json;',
    '    # Files without a precompressed copy (brand logos) are compressed on the fly.',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml;',
    "    # nginx's own error pages are HTML without the page headers: answer in plain text.",
    '    error_page 400 494 /.wl-bad-request;',
    '    error_page 404 @wl_not_found;',
    '    error_page 405 @wl_not_allowed;',
    '',
    "    # The emulator's control API is reachable on its own port only, never on a brand host.",
    '    location ~* ^/__emulator(/|$) {',
    '        return 404;',
    '    }',
    '',
    '    # The platform API (platformPaths.ts), forwarded as requested, without CORS grants.',
    `    location ~ ^/(${platform})(/|$) {`,
    ...headerLines(COMMON_HEADERS, '        '),
    '        default_type application/json;',
    "        # A withdrawal's proof image (png or jpg, at most 5 MB) travels as JSON: ~7 MB. The",
    "        # platform sets each call's own limit; nginx's 1 MB default would refuse the proof.",
    `        client_max_body_size ${PLATFORM_BODY_LIMIT};`,
    `        if ($request_uri ~* ${UNCLEAN_PLATFORM_PATH}) {`,
    ...headerLines(REFUSAL_HEADERS, '            '),
    `            return 400 '${MALFORMED_CALL}';`,
    '        }',
    `        proxy_pass ${upstreamScheme}://wl_platform;`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    `        proxy_set_header Host ${quote(upstreamHost, 'upstream host')};`,
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    ...(upstreamScheme === 'https'
      ? [
          '        proxy_ssl_server_name on;',
          `        proxy_ssl_name ${quote(upstreamHost.replace(/:\d+$/, ''), 'upstream host')};`,
        ]
      : []),
    ...[...CORS_HEADERS, ...Object.keys(COMMON_HEADERS)].map(
      (name) => `        proxy_hide_header ${name};`,
    ),
    '    }',
    '',
    '    # Hashed build assets: immutable for a year, the .gz beside each served as it is.',
    '    location ^~ /assets/ {',
    ...headerLines(ASSET_HEADERS, '        '),
    '        gzip_static on;',
    '        try_files $uri =404;',
    '    }',
    '',
    "    # The brands' pages are served only through @wl_page, with their headers: never as files,",
    '    # whatever the spelling ("/site-html%2Fdefault.html" and "//site-html/…" end up here).',
    '    location ^~ /site-html/ {',
    '        internal;',
    '    }',
    '',
    '    # The brand\'s page for "/", for "/index.html" (the build\'s own index.html is the bare',
    '    # template, never served as is) and for every client route.',
    ...pageLocation('= /'),
    ...pageLocation('= /index.html'),
    ...pageLocation('@wl_page'),
    '',
    '    # A missing file is a 404; anything else without one is a client route.',
    '    location ~ \\.[A-Za-z0-9]+$ {',
    ...headerLines(pageHeaderSet(), '        '),
    '        try_files $uri =404;',
    '    }',
    '    location / {',
    ...headerLines(pageHeaderSet(), '        '),
    '        try_files $uri @wl_page;',
    '    }',
    '',
    ...refusalLocation('= /.wl-bad-request', 400, 'bad request', '    ', {}, true),
    ...refusalLocation('@wl_not_found', 404, 'not found', '    '),
    ...refusalLocation('@wl_not_allowed', 405, 'method not allowed', '    ', {
      Allow: 'GET, HEAD',
    }),
    '}',
  ];
}

/**
 * Renders the configuration for `/etc/nginx/conf.d/`. Host names are matched case-insensitively
 * (nginx lower-cases `$host`); a host that names no brand gets a short 404 from the default
 * server, never a brand's page.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  checkSites(options.sites);
  const listen = options.listen ?? DEFAULT_LISTEN;
  checkListen(listen);
  if (!options.root.startsWith('/'))
    throw new NginxConfigError(`root ${JSON.stringify(options.root)} must be an absolute path`);
  quote(options.root, 'root');
  const upstream = parseUpstream(options.upstream);
  const hsts = pageHeaders({ https: true })[HSTS_HEADER] ?? '';
  const baseCsp = pageHeaders()[CSP_HEADER] ?? '';
  const cspEntries = options.sites
    .map((site): [string, string] => [site.id, pageHeaders({ csp: site.csp })[CSP_HEADER] ?? ''])
    .filter(([, csp]) => csp !== baseCsp);
  const brandEntries = options.sites.flatMap((site) =>
    [`${site.id}.localhost`, ...(site.hosts ?? [])].map((host): [string, string] => [
      host,
      site.id,
    ]),
  );
  return [
    '# Generated by scripts/serve/nginxConfig.ts (npm run build, npm run nginx:config): do not edit,',
    '# generate again. An http-context file: put it in /etc/nginx/conf.d/. It has the default',
    "# server of its ports, so remove Debian's /etc/nginx/sites-enabled/default.",
    '',
    '# Which brand a host name serves; map compares host names case-insensitively.',
    ...mapBlock('$wl_brand', '$host', '', brandEntries),
    '',
    options.https
      ? '# TLS ends in front of nginx (--https): every page was reached over HTTPS.'
      : '# Strict-Transport-Security only over HTTPS: an empty value sends no header.',
    ...mapBlock(
      '$wl_hsts',
      '$scheme',
      options.https ? hsts : '',
      options.https ? [] : [['https', hsts]],
    ),
    '',
    '# The header Content-Security-Policy of each brand (securityHeaders.ts).',
    ...mapBlock('$wl_csp', '$wl_brand', baseCsp, cspEntries),
    '',
    'upstream wl_platform {',
    `    server ${upstream.server};`,
    '    keepalive 16;',
    '}',
    '',
    '# A host that names no brand.',
    'server {',
    ...listen.map((value) => `    listen ${value} default_server;`),
    '    server_name _;',
    '    server_tokens off;',
    '    # A request line nginx cannot parse is answered here too, before any Host is read; its',
    '    # path is unusable, so the answer is an internal address, not a named location.',
    '    error_page 400 494 /.wl-bad-request;',
    '    error_page 404 /;',
    '    location / {',
    ...headerLines(REFUSAL_HEADERS, '        '),
    '        types { }',
    '        default_type text/plain;',
    '        return 404 "unknown host";',
    '    }',
    ...refusalLocation('= /.wl-bad-request', 400, 'bad request', '    ', {}, true),
    '}',
    '',
    ...brandServer(options, listen, upstream.host, upstream.scheme),
    '',
  ].join('\n');
}
