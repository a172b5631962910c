// The phone-authentication path (PHONEAUTH3): the identity provider's phone verification, which the
// platform relays (send a code, exchange it for an id token), and the check registration and login
// make of that token. Its refusals are the §8 phone-authentication list.
import { randomBytes, randomInt } from 'node:crypto';
import type { CallHandler, MerchantRow } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { requireBotCheck } from './botCheck.js';
import { takeRateSlot, type Limit } from './rateLimit.js';

export const PHONE_AUTH_FLAG = 'PHONEAUTH3';
/** A texted code is good for five minutes, as the platform's own SMS codes are. */
const CODE_LIFETIME_MINUTES = 5;
/** Wrong codes one verification takes before it is spent (then: resend). */
const MAX_ATTEMPTS = 5;
/** An id token proves the number for ten minutes: time to finish a form, not to hoard. */
export const ID_TOKEN_LIFETIME_S = 600;

/** §8 "too many requests (retry after 5 minutes)": five codes per number per five minutes. */
const PER_NUMBER: Limit = { scope: 'phone-auth-number', max: 5, windowSeconds: 300 };
/** §8 "quota exceeded (contact support)": the brand's daily allowance at the provider. */
const DAILY_QUOTA: Limit = {
  scope: 'phone-auth-day',
  max: 2000,
  windowSeconds: 86_400,
  code: 'QUOTA_EXCEEDED',
};

/** The platform's form of an E.164 number: its digits without the plus. */
function digitsOf(phoneNumber: unknown): string {
  const raw = typeof phoneNumber === 'string' ? phoneNumber.trim() : '';
  if (!raw) throw new ApiError('MISSING_PHONE', 'missing phone number');
  if (!/^\+\d{6,15}$/.test(raw)) throw new ApiError('INVALID_PHONE', 'invalid phone number');
  return raw.slice(1);
}

const sendVerificationCode: CallHandler = async ({ db, merchant, input, now }) => {
  const mobile = digitsOf(input.phoneNumber);
  // The provider's captcha check is the brand's bot check, where the brand has it on.
  await requireBotCheck(db, merchant, input.botToken);
  await takeRateSlot(db, merchant.code, PER_NUMBER, mobile);
  await takeRateSlot(db, merchant.code, DAILY_QUOTA, merchant.code);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sms = await db.query<{ id: number }>(
    `INSERT INTO sms_codes (merchant, mobile_num, code, purpose) VALUES ($1, $2, $3, 'phone-auth') RETURNING id`,
    [merchant.code, mobile, code],
  );
  const sessionInfo = randomBytes(24).toString('base64url');
  await db.query(
    'INSERT INTO phone_auth_verifications (session_info, merchant, mobile_num, sms_code_id, created_at) VALUES ($1, $2, $3, $4, $5)',
    [sessionInfo, merchant.code, mobile, sms.rows[0]!.id, new Date(now()).toISOString()],
  );
  return { sessionInfo };
};

interface VerificationRow {
  sms_code_id: number;
  mobile_num: string;
  code: string;
  attempts: number;
  verified: boolean;
  expired: boolean;
}

const signInWithPhoneNumber: CallHandler = async ({ db, merchant, input, now }) => {
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!code) throw new ApiError('MISSING_CODE', 'missing verification code');
  // Ages are read against the emulator's clock (ctx.now), as the rows were written with it.
  const { rows } = await db.query<VerificationRow>(
    `SELECT v.sms_code_id, v.mobile_num, s.code, v.attempts, v.verified,
            v.created_at < $3::timestamptz - make_interval(mins => $4) AS expired
     FROM phone_auth_verifications v JOIN sms_codes s ON s.id = v.sms_code_id
     WHERE v.session_info = $1 AND v.merchant = $2`,
    [
      String(input.sessionInfo),
      merchant.code,
      new Date(now()).toISOString(),
      CODE_LIFETIME_MINUTES,
    ],
  );
  const found = rows[0];
  // Unknown, spent, used up or old: the member can only ask for a new code.
  if (!found || found.verified || found.expired || found.attempts >= MAX_ATTEMPTS)
    throw new ApiError('CODE_EXPIRED', 'verification code expired, resend');
  if (found.code !== code) {
    await db.query(
      'UPDATE phone_auth_verifications SET attempts = attempts + 1 WHERE session_info = $1',
      [String(input.sessionInfo)],
    );
    throw new ApiError('INVALID_CODE', 'invalid verification code');
  }
  // Only one exchange of a verification wins, however many race for it.
  const won = await db.query(
    'UPDATE phone_auth_verifications SET verified = true WHERE session_info = $1 AND NOT verified RETURNING session_info',
    [String(input.sessionInfo)],
  );
  if (won.rows.length === 0)
    throw new ApiError('CODE_EXPIRED', 'verification code expired, resend');
  // The texted code is spent with its verification: the platform's own SMS checks never take it.
  await db.query('UPDATE sms_codes SET used = true WHERE id = $1', [found.sms_code_id]);
  const idToken = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO phone_auth_tokens (id_token, merchant, mobile_num, created_at) VALUES ($1, $2, $3, $4)',
    [idToken, merchant.code, found.mobile_num, new Date(now()).toISOString()],
  );
  return { idToken, phoneNumber: `+${found.mobile_num}`, expiresIn: ID_TOKEN_LIFETIME_S };
};

export const phoneAuthHandlers: Record<string, CallHandler> = {
  phoneAuthSendCode: sendVerificationCode,
  phoneAuthVerify: signInWithPhoneNumber,
};

/**
 * Spends an id token for `mobile`: missing is MISSING_CODE, unknown or for another number
 * INVALID_CODE, used or older than its lifetime (at `now`, the emulator's clock) CODE_EXPIRED.
 */
export async function consumePhoneAuthToken(
  db: Pick<Db, 'query'>,
  merchant: MerchantRow,
  mobile: string,
  idToken: unknown,
  now: number,
): Promise<void> {
  if (typeof idToken !== 'string' || !idToken)
    throw new ApiError('MISSING_CODE', 'missing id token');
  const { rows } = await db.query<{ mobile_num: string; used: boolean; expired: boolean }>(
    `SELECT mobile_num, used, created_at < $3::timestamptz - make_interval(secs => $4) AS expired
     FROM phone_auth_tokens WHERE id_token = $1 AND merchant = $2`,
    [idToken, merchant.code, new Date(now).toISOString(), ID_TOKEN_LIFETIME_S],
  );
  const token = rows[0];
  if (!token || token.mobile_num !== mobile)
    throw new ApiError('INVALID_CODE', 'the id token does not prove this number');
  if (token.used || token.expired)
    throw new ApiError('CODE_EXPIRED', 'verification expired, send a new code');
  const spent = await db.query(
    'UPDATE phone_auth_tokens SET used = true WHERE id_token = $1 AND NOT used RETURNING id_token',
    [idToken],
  );
  if (spent.rows.length === 0)
    throw new ApiError('CODE_EXPIRED', 'verification expired, send a new code');
}
