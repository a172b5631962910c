// One-time sign-in states (social_states): made by the start call, answered on the consent page,
// spent exactly once by a login or a bind. Expiry follows the emulator's injectable clock.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';
import { MAX_FAILURES } from '../handlers/login.js';
import { ApiError } from '../http/envelope.js';
import type { Provider } from './providers.js';

/** How long a person has to answer the provider and finish binding. */
export const STATE_TTL_SECONDS = 600;
/** Wrong passwords one consent may carry before it is spent: the login's own limit. */
export const MAX_BIND_FAILURES = MAX_FAILURES;

export interface StateRow {
  state: string;
  merchant: string;
  provider: string;
  return_path: string;
  language: string;
  status: 'pending' | 'consented' | 'denied' | 'used';
  subject: string | null;
  code: string | null;
  failures: number;
  expired: boolean;
}

type Query = Pick<Db, 'query'>;

/** `now` in ms as a Postgres timestamp parameter. */
const at = (ms: number) => new Date(ms).toISOString();

export async function createState(
  db: Query,
  merchant: string,
  provider: Provider,
  returnPath: string,
  language: string,
  now: number,
): Promise<string> {
  const state = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO social_states (state, merchant, provider, return_path, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [state, merchant, provider, returnPath, language, at(now), at(now + STATE_TTL_SECONDS * 1000)],
  );
  return state;
}

export async function findState(
  db: Query,
  state: string,
  provider: string,
  now: number,
): Promise<StateRow | undefined> {
  const { rows } = await db.query<StateRow>(
    `SELECT state, merchant, provider, return_path, language, status, subject, code, failures,
            expires_at <= $3 AS expired
     FROM social_states WHERE state = $1 AND provider = $2`,
    [state, provider, at(now)],
  );
  return rows[0];
}

/** The consent page's answer; false when the state is unknown, answered already or expired. */
export async function answerState(
  db: Query,
  state: string,
  provider: string,
  answer: { allow: true; subject: string } | { allow: false },
  now: number,
): Promise<{ returnPath: string; code: string | null } | null> {
  const code = answer.allow ? randomBytes(32).toString('hex') : null;
  const { rows } = await db.query<{ return_path: string }>(
    `UPDATE social_states SET status = $4, subject = $5, code = $6
     WHERE state = $1 AND provider = $2 AND status = 'pending' AND expires_at > $3
     RETURNING return_path`,
    [
      state,
      provider,
      at(now),
      answer.allow ? 'consented' : 'denied',
      answer.allow ? answer.subject : null,
      code,
    ],
  );
  return rows[0] ? { returnPath: rows[0].return_path, code } : null;
}

function sameCode(expected: string | null, given: string): boolean {
  if (!expected || expected.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * A consented state of this merchant whose code matches, or the refusal a person should see:
 * expired (CODE_EXPIRED) or unknown, denied, spent or wrong code (INVALID_CODE).
 */
export async function requireConsented(
  db: Query,
  merchant: string,
  input: { provider: string; state: string; code: string },
  now: number,
): Promise<StateRow & { subject: string }> {
  const row = await findState(db, input.state, input.provider, now);
  if (!row || row.merchant !== merchant)
    throw new ApiError('INVALID_CODE', 'unknown sign-in state');
  if (row.expired) throw new ApiError('CODE_EXPIRED', 'the sign-in has expired, start again');
  if (row.status !== 'consented' || row.subject === null || !sameCode(row.code, input.code))
    throw new ApiError('INVALID_CODE', 'this sign-in was not consented or is already used');
  return { ...row, subject: row.subject };
}

/** Spends the state; false when another request spent it first (single use under races). */
export async function spendState(db: Query, state: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE social_states SET status = 'used' WHERE state = $1 AND status = 'consented' RETURNING state`,
    [state],
  );
  return rows.length === 1;
}

/** Counts a wrong password; the MAX_BIND_FAILURES-th spends the state. Returns the new count. */
export async function recordBindFailure(db: Query, state: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `UPDATE social_states SET failures = failures + 1,
       status = CASE WHEN failures + 1 >= ${MAX_BIND_FAILURES} THEN 'used' ELSE status END
     WHERE state = $1 RETURNING failures`,
    [state],
  );
  return rows[0]?.failures ?? MAX_BIND_FAILURES;
}
