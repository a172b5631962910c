// Two-factor for logins from an unrecorded IP (LOGINIPVERF3, spec §4): the password was right, now one more proof.
import { randomBytes } from 'node:crypto';
import { verify as verifyTotp } from 'otplib';
import type { CallHandler, MemberRow } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { moduleFlags } from './modules.js';
import { checkSmsCode } from './verification.js';

export type SecondFactor = 'sms' | 'email' | 'bankName' | 'authenticator';

const CHALLENGE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/** One 30 s step either side: phone clocks drift, RFC 6238 §5.2 recommends allowing it. */
const TOTP_TOLERANCE_SECONDS = 30;

/** The proofs this member can give: only what the account has on record. */
export function factorsOf(m: MemberRow): SecondFactor[] {
  const methods: SecondFactor[] = [];
  if (m.mobile_num) methods.push('sms');
  if (m.email) methods.push('email');
  if (m.payee_name) methods.push('bankName');
  if (m.totp_secret) methods.push('authenticator');
  return methods;
}

export async function recordIp(db: Pick<Db, 'query'>, memberId: number, ip: string) {
  await db.query(
    `INSERT INTO member_ips (member_id, ip) VALUES ($1, $2)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen = now()`,
    [memberId, ip],
  );
}

/**
 * True when this login must pass a second factor. A member's very first login records its IP
 * (there is nothing to compare with yet); afterwards any other IP needs a proof.
 */
export async function needsSecondFactor(
  db: Pick<Db, 'query'>,
  merchant: string,
  member: MemberRow,
  ip: string,
): Promise<boolean> {
  if ((await moduleFlags(db, merchant)).get('LOGINIPVERF3') !== true) return false;
  const { rows } = await db.query<{ ip: string }>(
    'SELECT ip FROM member_ips WHERE member_id = $1',
    [member.id],
  );
  if (rows.length === 0 || factorsOf(member).length === 0) {
    await recordIp(db, member.id, ip);
    return false;
  }
  return !rows.some((row) => row.ip === ip);
}

const maskMobile = (mobile: string) =>
  `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/** Opens a single-use challenge; the failure carries its ticket and the proofs on offer. */
export async function challenge(
  db: Pick<Db, 'query'>,
  merchant: string,
  member: MemberRow,
  ip: string,
  side: string,
): Promise<ApiError> {
  const ticket = randomBytes(24).toString('hex');
  await db.query(
    'INSERT INTO login_challenges (ticket, merchant, member_id, ip, side) VALUES ($1, $2, $3, $4, $5)',
    [ticket, merchant, member.id, ip, side],
  );
  return new ApiError('VERIFICATION_REQUIRED', 'login from a new IP needs a second factor', {
    ticket,
    methods: factorsOf(member),
    ...(member.mobile_num ? { mobileHint: maskMobile(member.mobile_num) } : {}),
  });
}

const same = (a: string | null, b: string) =>
  a !== null &&
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

async function proves(
  db: Pick<Db, 'query'>,
  merchant: string,
  m: MemberRow,
  method: SecondFactor,
  value: string,
  code?: string,
) {
  switch (method) {
    case 'sms':
      if (!m.mobile_num || value.trim() !== m.mobile_num)
        throw new ApiError('INVALID_PHONE', 'this is not the number on the account');
      await checkSmsCode(db, merchant, m.mobile_num, code);
      return true;
    case 'email':
      return same(m.email, value);
    case 'bankName':
      return same(m.payee_name, value);
    case 'authenticator':
      return m.totp_secret !== null && authenticatorCodeValid(m.totp_secret, value);
  }
}

/** An authenticator-app code (RFC 6238) for this secret; the security centre checks codes with it too. */
export async function authenticatorCodeValid(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code.trim())) return false;
  return (await verifyTotp({ secret, token: code.trim(), epochTolerance: TOTP_TOLERANCE_SECONDS }))
    .valid;
}

interface VerificationInput {
  ticket: string;
  method: SecondFactor;
  value: string;
  verificationCode?: string;
}

/** Builds loginVerification around the shared end of a login (session, last login, answer). */
export function loginVerificationHandler(
  finish: (db: Pick<Db, 'query'>, member: MemberRow) => Promise<unknown>,
): CallHandler {
  return async ({ db, merchant, input, ip }) => {
    const { ticket, method, value, verificationCode } = input as unknown as VerificationInput;
    const { rows } = await db.query<{
      member_id: number;
      attempts: number;
      ip: string;
      expired: boolean;
    }>(
      `SELECT member_id, attempts, ip, created_at < now() - interval '${CHALLENGE_MINUTES} minutes' AS expired
       FROM login_challenges WHERE ticket = $1 AND merchant = $2 AND NOT used`,
      [ticket, merchant.code],
    );
    const open = rows[0];
    if (!open || open.ip !== ip)
      throw new ApiError('INVALID_CODE', 'unknown or used verification ticket');
    if (open.expired) throw new ApiError('CODE_EXPIRED', 'verification expired, log in again');
    const member = (
      await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [open.member_id])
    ).rows[0]!;
    if (!factorsOf(member).includes(method))
      throw new ApiError('OPERATION_NOT_ALLOWED', `${method} is not available for this account`);
    const ok = await proves(db, merchant.code, member, method, value, verificationCode).catch(
      async (e: unknown) => {
        await spendAttempt(db, ticket, open.attempts);
        throw e;
      },
    );
    if (!ok) {
      await spendAttempt(db, ticket, open.attempts);
      throw new ApiError(
        method === 'authenticator' ? 'INVALID_CODE' : 'VALIDATION_FAILED',
        `${method} proof does not match`,
      );
    }
    await db.query('UPDATE login_challenges SET used = true WHERE ticket = $1', [ticket]);
    await recordIp(db, member.id, ip);
    return finish(db, member);
  };
}

/** Five wrong proofs burn the ticket: the person must log in again (and meet the lockout there). */
async function spendAttempt(db: Pick<Db, 'query'>, ticket: string, attempts: number) {
  await db.query(
    'UPDATE login_challenges SET attempts = attempts + 1, used = $2 WHERE ticket = $1',
    [ticket, attempts + 1 >= MAX_ATTEMPTS],
  );
}
