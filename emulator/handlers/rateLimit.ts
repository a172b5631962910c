// Sliding-window rate limits kept in the database, so they survive restarts like the rest of the platform.
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';

export interface Limit {
  /** What is limited, e.g. 'sms-hour' or 'captcha'. */
  scope: string;
  /** Most requests allowed inside the window. */
  max: number;
  windowSeconds: number;
  /** Error code when the window is full: TOO_MANY_REQUESTS, or QUOTA_EXCEEDED for daily quotas. */
  code?: 'TOO_MANY_REQUESTS' | 'QUOTA_EXCEEDED';
}

/** SMS per number: one a second is enforced by the caller; this is the hourly quota (§8 quota exceeded). */
export const SMS_HOURLY: Limit = {
  scope: 'sms-hour',
  max: 10,
  windowSeconds: 3600,
  code: 'QUOTA_EXCEEDED',
};
/** Captcha images per IP: generous for people, a wall for scripts that farm answers. */
export const CAPTCHA_PER_MINUTE: Limit = { scope: 'captcha', max: 60, windowSeconds: 60 };
/**
 * Trial accounts per client address: a household or an office trying the brand needs a few; the
 * proof-of-work costs a script only CPU, so this is what stops one address opening them by the
 * hundred (each holds play money in the ledger).
 */
export const FREE_PLAY_PER_HOUR: Limit = { scope: 'free-play', max: 5, windowSeconds: 3600 };

/** Counts one request for `subject` and refuses it when the window is already full. */
export async function takeRateSlot(
  db: Pick<Db, 'query'>,
  merchant: string,
  limit: Limit,
  subject: string,
): Promise<void> {
  await db.query(
    `DELETE FROM rate_events WHERE merchant = $1 AND scope = $2 AND subject = $3 AND created_at < now() - make_interval(secs => $4)`,
    [merchant, limit.scope, subject, limit.windowSeconds],
  );
  const { rows } = await db.query<{ n: number; oldest_age: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - min(created_at))::float AS oldest_age
     FROM rate_events WHERE merchant = $1 AND scope = $2 AND subject = $3`,
    [merchant, limit.scope, subject],
  );
  const { n, oldest_age } = rows[0] ?? { n: 0, oldest_age: null };
  if (n >= limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil(limit.windowSeconds - (oldest_age ?? 0)));
    throw new ApiError(limit.code ?? 'TOO_MANY_REQUESTS', `${limit.scope} limit reached`, {
      retryAfterSeconds,
    });
  }
  await db.query('INSERT INTO rate_events (merchant, scope, subject) VALUES ($1, $2, $3)', [
    merchant,
    limit.scope,
    subject,
  ]);
}
