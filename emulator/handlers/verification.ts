// SMS codes and captcha answers: issued here, read back by the control API and checked by login/registration.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { SMS_HOURLY, takeRateSlot } from './rateLimit.js';

export const SMS_MINUTES = 1;
const CAPTCHA_MINUTES = 10;

export async function issueSmsCode(
  db: Pick<Db, 'query'>,
  merchant: string,
  mobile: string,
  purpose: string,
): Promise<{ expiredMinutes: number }> {
  if (!mobile.trim()) throw new ApiError('MISSING_PHONE', 'missing phone number');
  if (!/^\d{6,15}$/.test(mobile)) throw new ApiError('INVALID_PHONE', 'invalid phone number');
  const recent = await db.query(
    "SELECT 1 FROM sms_codes WHERE merchant = $1 AND mobile_num = $2 AND created_at > now() - interval '1 second'",
    [merchant, mobile],
  );
  if (recent.rows.length)
    throw new ApiError('TOO_MANY_REQUESTS', 'too many requests, retry later', {
      retryAfterSeconds: 1,
    });
  await takeRateSlot(db, merchant, SMS_HOURLY, mobile);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    'INSERT INTO sms_codes (merchant, mobile_num, code, purpose) VALUES ($1, $2, $3, $4)',
    [merchant, mobile, code, purpose],
  );
  return { expiredMinutes: SMS_MINUTES };
}

/** How long a code stays valid; the resend countdown (SMS_MINUTES) is shorter. */
export const CODE_LIFETIME_MINUTES = 5;

/**
 * Checks the latest code sent to the number and spends it: a wrong code is INVALID_CODE, one older
 * than its lifetime CODE_EXPIRED, and a code works only once. Codes of the phone-authentication
 * path (purpose 'phone-auth', same table so the control API reads them) are the provider's: they
 * prove a number only through phoneAuthVerify, never here, and never hide an earlier SMS code.
 */
export async function checkSmsCode(
  db: Pick<Db, 'query'>,
  merchant: string,
  mobile: string,
  code: string | undefined,
): Promise<void> {
  if (!code) throw new ApiError('MISSING_CODE', 'missing verification code');
  const { rows } = await db.query<{ id: number; code: string; expired: boolean; used: boolean }>(
    `SELECT id, code, used, created_at < now() - interval '${CODE_LIFETIME_MINUTES} minutes' AS expired
     FROM sms_codes WHERE merchant = $1 AND mobile_num = $2 AND purpose <> 'phone-auth'
     ORDER BY id DESC LIMIT 1`,
    [merchant, mobile],
  );
  const last = rows[0];
  if (!last || last.used || last.code !== code.trim())
    throw new ApiError('INVALID_CODE', 'invalid verification code');
  if (last.expired) throw new ApiError('CODE_EXPIRED', 'verification code expired, resend');
  await db.query('UPDATE sms_codes SET used = true WHERE id = $1', [last.id]);
}

/** Consumes a captcha: the given id, or else any recent unused captcha of the merchant with that answer. */
export async function consumeCaptcha(
  db: Pick<Db, 'query'>,
  merchant: string,
  answer: string | undefined,
  id?: string,
): Promise<boolean> {
  if (!answer) return false;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE captchas SET used = true WHERE id = (
       SELECT id FROM captchas WHERE merchant = $1 AND NOT used AND upper(answer) = upper($2) AND ($3::text IS NULL OR id = $3)
         AND created_at > now() - interval '${CAPTCHA_MINUTES} minutes' ORDER BY created_at DESC LIMIT 1)
     RETURNING id`,
    [merchant, answer.trim(), id ?? null],
  );
  return rows.length > 0;
}
