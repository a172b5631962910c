// Test helpers for the servers' fuzz tests: raw HTTP written byte for byte on a socket (so a
// malformed request line, an odd method, a NUL or a huge URL reaches the server un-normalised)
// and fast-check generators of such requests.
import { connect } from 'node:net';
import fc from 'fast-check';

export interface RawAnswer {
  /** null when the server closed the connection without an answer (or the timeout hit). */
  status: number | null;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** Everything after the head, undecoded (chunked framing included). */
  body: string;
}

/**
 * Writes `request` on a fresh connection and reads until the server closes it. The client's side
 * stays open, as a browser's does: Node treats a half-closed connection as an aborted request.
 */
export function sendRaw(port: number, request: string, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
    socket.setEncoding('latin1');
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve(parseAnswer(text)));
  });
}

function parseAnswer(text: string): RawAnswer {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd < 0 ? text : text.slice(0, headEnd);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: status ? Number(status) : null,
    headers,
    body: headEnd < 0 ? '' : text.slice(headEnd + 4),
  };
}

/** One generated request, kept as parts so a failure shrinks to a readable one. */
export interface FuzzRequest {
  method: string;
  target: string;
  host: string | null;
  headers: [string, string][];
  body: string;
}

/** The request as it goes on the wire. */
export function rawRequest(r: FuzzRequest): string {
  const lines = [`${r.method} ${r.target} HTTP/1.1`];
  if (r.host !== null) lines.push(`Host: ${r.host}`);
  for (const [name, value] of r.headers) lines.push(`${name}: ${value}`);
  const chunked = r.headers.some(
    ([name, value]) => name === 'Transfer-Encoding' && value === 'chunked',
  );
  // The body is framed as announced, so the server never waits for bytes that will not come.
  let body = r.body;
  if (chunked) {
    const size = Buffer.byteLength(r.body, 'latin1');
    body = `${size ? `${size.toString(16)}\r\n${r.body}\r\n` : ''}0\r\n\r\n`;
  } else if (r.body) lines.push(`Content-Length: ${Buffer.byteLength(r.body, 'latin1')}`);
  lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Pieces that break naive path handling: traversal, encoded separators, look-alike names. */
const TRICKY_SEGMENTS = [
  '..', '.', '%2e%2e', '%2E%2E', '.%2e', '%2F', '%2f', '%5C', '', '//', '@', ':', ';', '~', '%20',
  '+', '%C3%A9', 'site-html', 'index.html', 'assets', 'app.js', 'default.html', '__emulator',
  '__EMULATOR', '%5F%5Femulator', 'wps', 'lgw', 'lotto', 'emulator-assets', 'reset', 'faults',
  'clock', 'system', 'status', 'game', 'x.svg',
]; // prettier-ignore

/** Pieces that are malformed on their own: NUL, bad or overlong escapes, raw non-ASCII. */
const MALFORMED_SEGMENTS = [
  '%00',
  '%',
  '%E0%A4',
  '%ZZ',
  '%C0%AE%C0%AE',
  '%u002e',
  '%FF',
  '\\',
  '\u00e9',
];

const segment = fc.oneof(
  { weight: 8, arbitrary: pick(TRICKY_SEGMENTS) },
  { weight: 1, arbitrary: pick(MALFORMED_SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(encodeLoosely) },
);

/** Percent-encodes what a request line cannot carry (space, controls, non-ASCII) and "%". */
function encodeLoosely(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code <= 0x20 || code === 0x7f || ch === '%')
        return `%${code.toString(16).padStart(2, '0')}`;
      return code > 0x7e ? encodeURIComponent(ch) : ch;
    })
    .join('');
}

/** A query string of up to three pairs, keys from `keys` or nasty segments. */
function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.oneof(pick(keys), segment),
          fc.oneof(
            segment,
            pick(['angkor', 'ANGKOR', 'RNG', 'EN', '%00', '1e400', '-1', '2', '%']),
          ),
        ),
        { maxLength: 3 },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  );
}

const QUERY_KEYS = ['site', 'lang', 'q', 'pageNo', 'pageSize', 'gameType', 'mobile', 'ticket'];

/**
 * Request targets: mostly paths built from `prefixes` and nasty segments, some over-long, some
 * not in origin form at all ("*", an absolute URL, garbage).
 */
export function hostileTarget(
  prefixes: readonly string[],
  queryKeys: readonly string[] = QUERY_KEYS,
): fc.Arbitrary<string> {
  const path = fc
    .tuple(
      pick(prefixes),
      // Half the time the prefix alone: an exact route, so handlers see the hostile input.
      fc.oneof(fc.constant([]), fc.array(segment, { maxLength: 5 })),
      hostileQuery(queryKeys),
    )
    .map(([prefix, parts, q]) => `${prefix}${parts.length ? '/' : ''}${parts.join('/')}${q}`);
  return fc.oneof(
    { weight: 12, arbitrary: path },
    { weight: 1, arbitrary: path.map((p) => `${p}${'a'.repeat(9000)}`) },
    { weight: 1, arbitrary: path.map((p) => `${p}${'/x'.repeat(9000)}`) },
    {
      weight: 1,
      arbitrary: pick(['*', 'http://[', 'http://evil.test/', '//evil.test/x', '\\\\x', 'a', '/\0']),
    },
  );
}

export const hostileMethod: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: pick(['GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) },
  { weight: 2, arbitrary: pick(['PATCH', 'TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'PURGE']) },
  { weight: 1, arbitrary: pick(['get', 'FOO', 'G ET', 'CONNECT', '', 'GET\0']) },
);

export function hostileHost(goodHosts: readonly string[]): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 12, arbitrary: pick(goodHosts) },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: pick([
        '',
        'a b',
        'x/y',
        '[',
        'evil.test:99999',
        '..',
        'a@b',
        'ÿ.localhost',
        '%41',
      ]),
    },
  );
}

/** JSON with NULs, huge numbers and deep nesting, or text that is not JSON at all. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(
        pick(['username', 'password', 'language', 'mobileNum', 'type', 'maintenanceMessage', 'a']),
        fc.oneof(
          fc.string({ maxLength: 8 }).map((s) => `${s}\u0000`),
          pick([1e308, -1, 0, 2 ** 53, true, null]),
          fc.string({ maxLength: 8 }),
        ),
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: pick(['{', '[1,', 'null', '"x"', '{"a":"\\ud800"}', 'a=b&c=%00']) },
);

/** Extra headers: content types, tokens, merchants, odd encodings. */
export function hostileHeaders(merchants: readonly string[]): fc.Arbitrary<[string, string][]> {
  return fc.array(
    fc.oneof(
      fc.tuple(
        fc.constant('Content-Type'),
        pick(['application/json', 'application/x-www-form-urlencoded', 'text/plain', '']),
      ),
      fc.tuple(fc.constant('Merchant'), pick([...merchants, 'nope', '', "'; drop"])),
      fc.tuple(fc.constant('Authorization'), pick(['Bearer x', 'Bearer ', 'Basic Og==', 'x'])),
      fc.tuple(fc.constant('X-Forwarded-Proto'), pick(['https', 'http', 'HTTPS, http'])),
      fc.tuple(fc.constant('Cookie'), pick(['wl-site=angkor', 'wl-site=../x', 'a'])),
      fc.tuple(fc.constant('Transfer-Encoding'), pick(['chunked', 'gzip', 'x'])),
      fc.tuple(fc.constant('Accept-Language-Code'), pick(['EN', 'zz', ''])),
    ),
    { maxLength: 3 },
  );
}

/** What a fuzz run sent: the count and how many answers had each status (null: no answer). */
export interface FuzzTally {
  sent: number;
  byStatus: Map<number | null, number>;
  /** "200: 17, 400: 3" in status order, for the printed summary. */
  summary(): string;
}

/**
 * Sends `batches` batches of `batchSize` generated requests in parallel to `port`, checking each
 * answer. Throws with the first failing request alone (fast-check's whole batch, with over-long
 * URLs, would be unreadable).
 */
export async function fuzzInBatches<T>(options: {
  port: number;
  requests: fc.Arbitrary<T>;
  toWire: (item: T) => string | Promise<string>;
  check: (answer: RawAnswer, wire: string) => void;
  batches: number;
  batchSize: number;
}): Promise<FuzzTally> {
  const byStatus = new Map<number | null, number>();
  let sent = 0;
  const result = await fc.check(
    fc.asyncProperty(
      fc.array(options.requests, { minLength: options.batchSize, maxLength: options.batchSize }),
      async (batch) => {
        const wires = await Promise.all(batch.map(options.toWire));
        const answers = await Promise.all(wires.map((wire) => sendRaw(options.port, wire)));
        sent += wires.length;
        for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        answers.forEach((answer, i) => options.check(answer, wires[i]!));
      },
    ),
    { numRuns: options.batches, endOnFailure: true },
  );
  if (result.failed) throw new Error(String(result.errorInstance).slice(0, 1500));
  return {
    sent,
    byStatus,
    summary: () =>
      [...byStatus]
        .sort(([a], [b]) => (a ?? -1) - (b ?? -1))
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
  };
}
