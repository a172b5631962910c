// Test helpers: an in-process emulator on a random port with a temp data dir, and a browser-like E-payload encryptor.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, webcrypto } from 'node:crypto';
import { startEmulator, type RunningEmulator, type EmulatorOptions } from '../server.js';
import { openDatabase, migrate } from '../db/database.js';
import { seedIfEmpty } from '../seed/seed.js';
import { publicKeyOf } from '../contract/payload.js';

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

/**
 * A migrated, seeded data directory, built once and reused while migrations and seed are unchanged.
 * Creating a PGlite directory (initdb) costs ~20 s on a small machine; copying one costs ~0.1 s.
 * Parallel test files wait for whichever builds it first (mkdir is the lock).
 */
export async function seededTemplate(): Promise<string> {
  const dir = join(tmpdir(), `emulator-template-${seedHash()}`);
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

/** Calls the emulator like the front end does: Merchant header, optional bearer token, JSON body. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { merchant?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.merchant !== '') headers['Merchant'] = opts.merchant ?? 'dflt88';
  if (opts.token) headers['Authorization'] = `Bearer ${opts.token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** Encrypts exactly as a browser would with Web Crypto: RSA-OAEP-256 wraps an AES-256-GCM key. */
export async function encryptPayload(
  merchant: string,
  body: unknown,
): Promise<{ payload: { alg: string; key: string; iv: string; data: string } }> {
  const { subtle } = webcrypto;
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(publicKeyOf(merchant), 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  const b64 = (b: ArrayBuffer | Uint8Array) =>
    Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('base64');
  return { payload: { alg: 'RSA-OAEP-256+A256GCM', key: b64(key), iv: b64(iv), data: b64(data) } };
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
    body: await encryptPayload(merchant, { username, password, type: 'username', ...extra }),
  });
}
