// Test helpers: an in-process emulator on a random port over a seeded copy in memory, and calls made the way
// the front end makes them, with its own wire code (core/api/wire: token header, payload cipher).
import { botCheckFields, CHALLENGE_PATHS, solvedChallenge } from './botCheck.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator, type EmulatorOptions } from '../server.js';
import { openDatabase, type Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import { publicKeyOf } from '../contract/payload.js';
import { sealBody, type EncryptedBody } from '../../core/api/wire/cipher.js';
import { sealValue } from '../contract/sealValue.js';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token.js';

/** An emulator a test started, with the database it serves (for checks straight on it). */
export interface TestEmulator extends RunningEmulator {
  dataDir: string | undefined;
  db: Db;
}

/**
 * A fresh emulator on a free port over a seeded database of its own, in memory (db/snapshot.ts),
 * or over dataDir as that directory is (a restart over the same data). `onDisk` writes the seeded
 * copy to a new directory instead, for tests of what survives a restart: such a test removes the
 * directory when it is done (`removeDataDir`).
 */
export async function start(
  dataDir?: string,
  options: Omit<EmulatorOptions, 'port' | 'dataDir' | 'database'> & { onDisk?: boolean } = {},
): Promise<TestEmulator> {
  const { onDisk = false, ...emulatorOptions } = options;
  const dir = dataDir ?? (onDisk ? mkdtempSync(join(tmpdir(), 'emulator-test-')) : undefined);
  const db = dataDir ? await openDatabase(dataDir) : await openSeededCopy(dir);
  return {
    ...(await startEmulator({ port: 0, database: db, ...emulatorOptions })),
    dataDir: dir,
    db,
  };
}

/** Removes a data directory `start(undefined, { onDisk: true })` made. */
export function removeDataDir(dataDir: string | undefined): void {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

/**
 * A free-play login body as the front end sends it: the platform's free-play challenge, solved,
 * sealed under the merchant's value key.
 */
export async function freePlayBody(base: string, merchant = 'dflt88') {
  const solved = await solvedChallenge(base, merchant, CHALLENGE_PATHS.freePlay);
  if (!solved) throw new Error(`${merchant} issues no free-play challenge`);
  return { os: 'linux', platform: 'W', value: sealValue(merchant, solved), gatewayVersion: 3 };
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
