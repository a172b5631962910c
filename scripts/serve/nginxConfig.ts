/**
 * The production nginx configuration of a build (Debian's nginx is the reference): an http-context
 * file for /etc/nginx/conf.d/ that serves each brand's own page by host name, the hashed assets
 * for a year, precompressed files as they are, and the platform API through a proxy. Every header
 * value comes from securityHeaders.ts and every proxied path from platformPaths.ts, so this file
 * and the Node server (staticServer.ts) cannot drift apart. Body sizes, timeouts and per-address
 * limits come from nginxLimits.ts, the platform's locations from nginxPlatform.ts, the query-free
 * access log from nginxAccessLog.ts.
 *
 * nginx drops a server's or parent's `add_header` lines in any location that has its own, so each
 * location here repeats its whole set: they are generated, never written by hand.
 */
import { PLATFORM_API_PREFIXES } from './platformPaths';
import type { CspSources } from './csp';
import { ACCESS_LOG_FORMAT, DEFAULT_ACCESS_LOG, accessLogFormat } from './nginxAccessLog';
import {
  API_BODY_LIMIT,
  CLIENT_TIMEOUT_SECONDS,
  UPLOAD_BODY_LIMIT,
  addressLimits,
  clientTimeouts,
  limitZones,
  realClientAddress,
} from './nginxLimits';
import { ASSET_CACHE_CONTROL, COMMON_HEADERS, pageHeaders } from './securityHeaders';
import { NginxConfigError, REFUSAL_HEADERS, headerLines, quote } from './nginxSyntax';
import {
  checkUploadPath,
  envelopeLocation,
  parseUpstream,
  platformLocation,
  type Upstream,
} from './nginxPlatform';

export { NginxConfigError } from './nginxSyntax';

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
  /**
   * Exact paths of the platform calls that upload (uploadPaths.ts reads them from the endpoint
   * table): they get UPLOAD_BODY_LIMIT, every other platform path API_BODY_LIMIT.
   */
  uploadPaths?: readonly string[];
  /** client_header_timeout and client_body_timeout in seconds (default CLIENT_TIMEOUT_SECONDS). */
  clientTimeoutSeconds?: number;
  /** The access log file (default Debian's), written without query strings. */
  accessLog?: string;
  /**
   * Addresses or CIDR blocks of the proxies in front of nginx (with `https`: the load balancer),
   * whose X-Forwarded-For names the client: without them the per-address limits count the proxy.
   */
  realIpFrom?: readonly string[];
}

const DEFAULT_LISTEN = ['80', '[::]:80'];
const SITE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const LISTEN = /^(?:\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-f:.]+\]:\d{1,5})$/i;
const HSTS_HEADER = 'Strict-Transport-Security';
/** The page headers whose value is the brand's own, each from its map of $wl_brand. */
const BRAND_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': '$wl_csp',
  'Reporting-Endpoints': '$wl_reporting',
};

/** The page header set with the per-scheme and per-brand values taken from this file's maps. */
function pageHeaderSet(): Record<string, string> {
  const headers = pageHeaders({ https: true });
  return Object.fromEntries(
    Object.keys(headers).map((name) => [
      name,
      name === HSTS_HEADER ? '$wl_hsts' : (BRAND_HEADERS[name] ?? headers[name]!),
    ]),
  );
}

const ASSET_HEADERS = { ...COMMON_HEADERS, 'Cache-Control': ASSET_CACHE_CONTROL };

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

/** Both servers log to the same file, without query strings (nginxAccessLog.ts). */
function accessLogLine(options: NginxConfigOptions): string {
  const file = quote(options.accessLog ?? DEFAULT_ACCESS_LOG, 'access log');
  return `    access_log ${file} ${ACCESS_LOG_FORMAT};`;
}

function brandServer(
  options: NginxConfigOptions,
  listen: readonly string[],
  upstream: Upstream,
): string[] {
  const hosts = options.sites.flatMap((site) => [`${site.id}.localhost`, ...(site.hosts ?? [])]);
  const platform = PLATFORM_API_PREFIXES.join('|');
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
    accessLogLine(options),
    ...clientTimeouts(options.clientTimeoutSeconds ?? CLIENT_TIMEOUT_SECONDS, '    '),
    ...addressLimits('    '),
    "    # nginx's own error pages are HTML without the page headers: answer in plain text.",
    '    error_page 400 494 /.wl-bad-request;',
    '    error_page 404 @wl_not_found;',
    '    error_page 405 @wl_not_allowed;',
    '    error_page 413 @wl_too_large;',
    '    error_page 429 @wl_too_many;',
    '',
    "    # The emulator's control API is reachable on its own port only, never on a brand host.",
    '    location ~* ^/__emulator(/|$) {',
    '        return 404;',
    '    }',
    '',
    '    # The platform API (platformPaths.ts), forwarded as requested, without CORS grants. Only',
    "    # its API: the emulator's vendor pages and pictures are never pages of a brand's origin.",
    ...platformLocation(`~ ^/(${platform})(/|$)`, API_BODY_LIMIT, upstream),
    '    # The calls that upload (uploadPaths.ts): the only ones with room for a file.',
    ...(options.uploadPaths ?? []).flatMap((path) =>
      platformLocation(`= ${checkUploadPath(path)}`, UPLOAD_BODY_LIMIT, upstream),
    ),
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
    ...refusalLocation('@wl_too_large', 413, 'request too large', '    '),
    ...refusalLocation('@wl_too_many', 429, 'too many requests', '    '),
    ...envelopeLocation('@wl_api_too_large', 413, 'VALIDATION_FAILED', 'body too large'),
    ...envelopeLocation('@wl_api_too_many', 429, 'TOO_MANY_REQUESTS', 'too many requests'),
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
  /** A brand header's map: the value of brands without own sources, and each brand's own. */
  const brandMap = (name: string) => {
    const base = pageHeaders()[name] ?? '';
    const entries = options.sites
      .map((site): [string, string] => [site.id, pageHeaders({ csp: site.csp })[name] ?? ''])
      .filter(([, value]) => value !== base);
    return mapBlock(BRAND_HEADERS[name]!, '$wl_brand', base, entries);
  };
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
    '# The header Content-Security-Policy of each brand, and where it reports (securityHeaders.ts).',
    ...Object.keys(BRAND_HEADERS).flatMap(brandMap),
    '',
    '# Per client address: connections, and requests per second (nginxLimits.ts).',
    ...realClientAddress(options.realIpFrom ?? []),
    ...limitZones(),
    '',
    '# The access log keeps no query string: no token of a link or a call (nginxAccessLog.ts).',
    ...accessLogFormat(),
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
    accessLogLine(options),
    ...clientTimeouts(options.clientTimeoutSeconds ?? CLIENT_TIMEOUT_SECONDS, '    '),
    ...addressLimits('    '),
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
    ...brandServer(options, listen, upstream),
    '',
  ].join('\n');
}
