// Test helpers: an in-process emulator on a random port with a temp data dir, and calls made the way
// the front end makes them, with its own wire code (core/api/wire: token header, payload cipher).
import { botCheckFields } from './botCheck.js';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { startEmulator, type RunningEmulator, type EmulatorOptions } from '../server.js';
import { openDatabase, migrate } from '../db/database.js';
import { seedIfEmpty } from '../seed/seed.js';
import { publicKeyOf } from '../contract/payload.js';
import { sealBody, type EncryptedBody } from '../../core/api/wire/cipher.js';
import { freePlayProofText } from '../../core/api/wire/freePlayProof.js';
import { sealValue } from '../contract/sealValue.js';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token.js';

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'emulator-test-'));

const emulatorDir = fileURLToPath(new URL('../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Hash of everything that shapes a freshly seeded database: migrations and seed code. */
function seedHash(): string {
  const h = createHash('sha256');
  for (const dir of ['db/migrations', 'seed'])
    for (const f of readdirSync(join(emulatorDir, dir)).sort())
      h.update(f).update(readFileSync(join(emulatorDir, dir, f)));
  return h.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'emulator-template-';
const HOUR_MS = 3_600_000;

/**
 * Templates of other seeds or of past hours, left by earlier runs. Only those older than a few
 * hours go: a concurrent run of another checkout may still be copying its own.
 */
function removeOldTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX) || join(tmpdir(), name) === keep) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 3 * HOUR_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * A migrated, seeded data directory, built once and reused while migrations and seed are unchanged.
 * Creating a PGlite directory (initdb) costs ~20 s on a small machine; copying one costs ~0.1 s.
 * Parallel test files wait for whichever builds it first (mkdir is the lock).
 *
 * The seed dates its rows from the clock (a reward expiring in 5 hours, yesterday's bets), so a
 * template is reused only within the hour it was seeded in: the name carries that hour. A template
 * kept across sessions once let a test see the 5-hour reward expired.
 */
export async function seededTemplate(): Promise<string> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${seedHash()}-${hour}`);
  const lock = `${dir}.lock`;
  for (let waited = 0; !existsSync(dir); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      const work = mkdtempSync(`${dir}.build-`);
      const db = await openDatabase(work);
      await migrate(db);
      await seedIfEmpty(db);
      await db.close();
      renameSync(work, dir);
      removeOldTemplates(dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** A fresh emulator on a free port over a copy of the seeded template (or over dataDir as it is). */
export async function start(
  dataDir?: string,
  options: Omit<EmulatorOptions, 'port' | 'dataDir'> = {},
): Promise<RunningEmulator & { dataDir: string }> {
  let dir = dataDir;
  if (!dir) {
    dir = tempDataDir();
    cpSync(await seededTemplate(), dir, { recursive: true });
  }
  return { ...(await startEmulator({ port: 0, dataDir: dir, ...options })), dataDir: dir };
}

export interface Envelope {
  success: boolean;
  code?: string;
  message?: string;
  value?: Record<string, unknown> & { captcha?: boolean; retryAfterSeconds?: number };
}

/**
 * Calls the emulator like the front end does: Merchant header, optional bearer token, the
 * Idempotency-Key of a money call (`key`), the interface language (`lang`), JSON body.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { merchant?: string; token?: string; body?: unknown; key?: string; lang?: string } = {},
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.merchant !== '') headers['Merchant'] = opts.merchant ?? 'dflt88';
  if (opts.token) headers[AUTHORIZATION_HEADER] = bearerAuthorization(opts.token);
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  if (opts.lang) headers['Accept-Language-Code'] = opts.lang;
  const res = await fetch(base + path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** Calls the emulator's control API (/__emulator/…): JSON in, status and JSON out. */
export async function control(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Seals a body for the merchant's key with the front end's own cipher, as an E call sends it. */
export function encryptPayload(merchant: string, body: unknown): Promise<EncryptedBody> {
  return sealBody(publicKeyOf(merchant), body);
}

/** A free-play login body as the front end sends it: a fresh proof under the merchant's value key. */
export function freePlayBody(merchant = 'dflt88') {
  return {
    os: 'linux',
    platform: 'W',
    value: sealValue(merchant, freePlayProofText()),
    gatewayVersion: 3,
  };
}

export async function login(
  base: string,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  merchant = 'dflt88',
) {
  return call(base, 'POST', '/wps/session/login', {
    merchant,
    body: await encryptPayload(merchant, {
      username,
      password,
      type: 'username',
      ...(await botCheckFields(base, merchant)),
      ...extra,
    }),
  });
}
