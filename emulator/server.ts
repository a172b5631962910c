// The emulator's HTTP server: platform calls (§7 contract), generated assets and the control API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { compileEndpoints } from './contract/endpoints.js';
import { migrate, dropAll, type Db } from './db/database.js';
import { openDataDir } from './db/snapshot.js';
import { defaultDataDir } from './db/dataDir.js';
import { seedIfEmpty } from './seed/seed.js';
import { ApiError } from './http/envelope.js';
import { send, sendJson, readBody, parseBody } from './http/io.js';
import { answerError, refuseConnect, refuseUnparsable } from './http/answerError.js';
import { KNOWN_METHODS, parseTarget } from './http/target.js';
import { refusalOf } from './http/requestGuard.js';
import { buildRoutes, dispatch } from './dispatch.js';
import { callHandlers } from './handlers/index.js';
import { controlRouter } from './control/api.js';
import { noFaults, underFaults, LostAnswer } from './control/faults.js';
import { gameIconSvg, bannerSvg, avatarSvg } from './assets/svg.js';
import { pageHeaders, pictureHeaders } from './assets/pages.js';
import { launchPage } from './handlers/launch.js';
import { chatPage } from './handlers/boards.js';
import { consentPage, isConsentPath } from './social/consentPage.js';
import { CSP_REPORT_PATH } from '../core/api/wire/cspReport.js';
import { receiveCspReport } from './http/cspReport.js';
import { createClock, type EmulatorState } from './context.js';

/** How long an idle kept-alive connection stays open (see createServer below). */
const KEEP_ALIVE_MS = 120_000;

export interface EmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  dataDir?: string;
  /** An open database to serve instead of dataDir's (a seeded copy: db/snapshot.ts); closed on close. */
  database?: Db;
  host?: string;
  /** Base clock in ms (default Date.now); tests inject a fixed one. */
  now?: () => number;
  /** Pages (the dev server's brand origins) allowed to call the control API: http/requestGuard.ts. */
  trustedOrigins?: readonly string[];
}

export interface RunningEmulator {
  url: string;
  close(): Promise<void>;
}

export async function startEmulator({
  port = 4100,
  dataDir = defaultDataDir(),
  database,
  host = '127.0.0.1',
  now = Date.now,
  trustedOrigins = [],
}: EmulatorOptions = {}): Promise<RunningEmulator> {
  const routes = buildRoutes(compileEndpoints());
  const db = database ?? (await openDataDir(dataDir));
  await migrate(db);
  await seedIfEmpty(db);
  const state: EmulatorState = {
    db,
    faults: noFaults(),
    clock: createClock(now),
    reset: async () => {
      await dropAll(db);
      await migrate(db);
      await seedIfEmpty(db);
    },
  };

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const hit = controlRouter.match(
      req.method ?? 'GET',
      url.pathname === '/__emulator' ? '/__emulator/' : url.pathname,
    );
    if (!hit) return sendJson(res, 404, { error: `no control route ${url.pathname}` });
    if (hit === 'method')
      return sendJson(res, 405, { error: `${req.method} not allowed on ${url.pathname}` });
    const body = req.method === 'GET' ? {} : parseBody(await readBody(req), 'application/json');
    const answer = await hit.handler(state, hit.params, body, url.searchParams);
    if (answer.html !== undefined)
      return send(res, answer.status, answer.html, 'text/html; charset=utf-8');
    return sendJson(res, answer.status, answer.json, req.headers['accept-encoding']);
  }

  async function asset(res: ServerResponse, url: URL): Promise<void> {
    const m = /^\/emulator-assets\/(game|banner|avatar)\/([^/]+)\.svg$/.exec(url.pathname);
    if (m) {
      const id = decodeURIComponent(m[2]!);
      const svg =
        m[1] === 'game'
          ? gameIconSvg(id)
          : m[1] === 'avatar'
            ? avatarSvg(id)
            : bannerSvg(id, id.split('-').slice(2).join(' ') || id);
      return send(res, 200, svg, 'image/svg+xml', pictureHeaders);
    }
    if (url.pathname === '/emulator-assets/launch' || url.pathname === '/emulator-assets/chat') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const page =
        url.pathname === '/emulator-assets/launch'
          ? await launchPage(db, ticket)
          : await chatPage(db, ticket);
      return send(res, page.status, page.html, 'text/html; charset=utf-8', pageHeaders);
    }
    sendJson(res, 404, new ApiError('NOT_FOUND', `no asset ${url.pathname}`).toEnvelope());
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url = new URL('/', 'http://emulator.local');
    try {
      url = parseTarget(req.method, req.url, req.headers.host);
      const refusal = refusalOf(req, url.pathname, { listenHost: host, trustedOrigins });
      if (refusal) return sendJson(res, refusal.status, { error: refusal.error });
      if (req.method === 'OPTIONS')
        return send(res, 204, '', 'text/plain', { allow: KNOWN_METHODS.join(', ') });
      if (url.pathname === '/__emulator' || url.pathname.startsWith('/__emulator/'))
        return await control(req, res, url);
      // the social provider's consent page (a form that answers with a redirect, not an asset)
      if (isConsentPath(url.pathname)) return await consentPage(db, req, res, url, state.clock.now);
      if (url.pathname.startsWith('/emulator-assets/')) return await asset(res, url);
      if (url.pathname === CSP_REPORT_PATH) return await receiveCspReport(db, req, res);
      const { status, body } = await underFaults(state.faults, url.pathname, () =>
        dispatch(db, routes, callHandlers, req, url, state.clock.now),
      );
      sendJson(res, status, body, req.headers['accept-encoding']);
    } catch (err) {
      // An injected "applied, then the answer was lost" fault may drop the connection instead of answering.
      if (err instanceof LostAnswer && err.drop) return void req.socket.destroy();
      answerError(req, res, url, err);
    }
  }

  // handle() answers every error itself; this is the last guard that keeps the server up, and it
  // answers without a 500: whatever reaches it was a request the emulator could not read.
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[emulator] unanswered request', err);
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  server.on('clientError', refuseUnparsable);
  // CONNECT would otherwise drop the connection without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseConnect(socket));
  // Test runners send control calls over a kept-alive connection, often after a pause. With
  // Node's 5 s default the server could close that connection just as a call went out on it
  // (ECONNRESET, seen on loaded CI runs); idle connections now outlive any pause between calls.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
