// Login, logout and free play, with the failure ladder: captcha after one failure, 5-minute lock after five.
import { randomBytes } from 'node:crypto';
import type { CallHandler, MemberRow, MerchantRow } from '../context.js';
import { openValue } from '../../core/api/wire/valueCipher.js';
import { valueKeyOf } from '../contract/sealValue.js';
import { AGENT_TYPES, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import type { Db } from '../db/database.js';
import { verifyPassword, hashPassword } from '../seed/password.js';
import { createSession, memberByAccount, memberByMobile, type SignIn } from './sessions.js';
import { consumePhoneAuthToken, PHONE_AUTH_FLAG } from './phoneAuth.js';
import { checkSmsCode, consumeCaptcha } from './verification.js';
import { moduleFlags } from './modules.js';
import {
  botCheckChallenge,
  freePlayChallenge,
  requireBotCheck,
  requireSolvedChallenge,
} from './botCheck.js';
import { FREE_PLAY_PER_HOUR, takeRateSlot } from './rateLimit.js';
import { post } from '../money/ledger.js';
import { challenge, loginVerificationHandler, needsSecondFactor } from './twoFactor.js';

export const MAX_FAILURES = 5;
export const LOCK_SECONDS = 300;

interface LoginInput {
  username: string;
  password?: string;
  idToken?: string;
  captcha?: string;
  captchaId?: string;
  type: 'username' | 'sms' | 'phoneAuth';
  side?: 'member' | 'agent';
  botToken?: string;
}

interface FailureRow {
  failures: number;
  captcha_required: boolean;
  lock_left: number | null;
}

async function failureState(
  db: Pick<Db, 'query'>,
  merchant: string,
  username: string,
): Promise<FailureRow | undefined> {
  const { rows } = await db.query<FailureRow>(
    `SELECT failures, captcha_required, CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()))::int END AS lock_left
     FROM login_failures WHERE merchant = $1 AND username = $2`,
    [merchant, username],
  );
  return rows[0];
}

/** Records one more failure; the fifth locks the username for LOCK_SECONDS. */
async function recordFailure(
  db: Pick<Db, 'query'>,
  merchant: string,
  username: string,
): Promise<ApiError> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_failures (merchant, username, failures, captcha_required) VALUES ($1, $2, 1, true)
     ON CONFLICT (merchant, username) DO UPDATE SET failures = login_failures.failures + 1, captcha_required = true
     RETURNING failures`,
    [merchant, username],
  );
  if ((rows[0]?.failures ?? 0) >= MAX_FAILURES) {
    await db.query(
      `UPDATE login_failures SET locked_until = now() + interval '${LOCK_SECONDS} seconds', failures = 0 WHERE merchant = $1 AND username = $2`,
      [merchant, username],
    );
    return new ApiError('TOO_MANY_REQUESTS', 'too many failed logins, retry after 5 minutes', {
      captcha: true,
      retryAfterSeconds: LOCK_SECONDS,
    });
  }
  return new ApiError('WRONG_CREDENTIALS', 'wrong account or password', { captcha: true });
}

const isExpired = (m: MemberRow) =>
  m.password_expires_at !== null && new Date(m.password_expires_at).getTime() < Date.now();

const login: CallHandler = async ({ db, merchant, input, ip, now }) => {
  const {
    username: rawUser,
    password,
    captcha,
    captchaId,
    idToken,
    type,
    side = 'member',
    botToken,
  } = input as unknown as LoginInput;
  const username = (typeof rawUser === 'string' ? rawUser : '').trim().toLowerCase();
  // The phone-authentication path proves the number with the provider's id token instead of a
  // secret, and refuses in its own words (§8 phone authentication): missing or invalid phone
  // number, missing verification.
  if (type === 'phoneAuth') {
    if (!username) throw new ApiError('MISSING_PHONE', 'missing phone number');
    if (!/^\d{6,15}$/.test(username)) throw new ApiError('INVALID_PHONE', 'invalid phone number');
    if (!idToken) throw new ApiError('MISSING_CODE', 'missing id token');
  } else if (!username || !password)
    throw new ApiError('CREDENTIALS_REQUIRED', 'please enter the username and password');
  await requireBotCheck(db, merchant, botToken);
  const state = await failureState(db, merchant.code, username);
  if (state?.lock_left)
    throw new ApiError('TOO_MANY_REQUESTS', 'too many failed logins, retry later', {
      captcha: true,
      retryAfterSeconds: state.lock_left,
    });
  if (state?.captcha_required && !(await consumeCaptcha(db, merchant.code, captcha, captchaId))) {
    // A missing or wrong captcha counts as a failure too, so scripts that skip it still meet the lock.
    const failure = await recordFailure(db, merchant.code, username);
    throw failure.code === 'TOO_MANY_REQUESTS'
      ? failure
      : new ApiError('CAPTCHA_FAILED', 'captcha check failed', { captcha: true });
  }
  let member: MemberRow | undefined;
  if (type === 'sms' || type === 'phoneAuth') {
    const flags = await moduleFlags(db, merchant.code);
    if (flags.get('MOBILEVERCODELOGIN3') !== true)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'SMS login is not enabled');
    if (type === 'phoneAuth' && flags.get(PHONE_AUTH_FLAG) !== true)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'phone authentication is not enabled');
    member = await memberByMobile(db, merchant.code, username);
    if (!member) throw new ApiError('REGISTER_FIRST', 'please register an account first');
    const proof =
      type === 'sms'
        ? checkSmsCode(db, merchant.code, username, password)
        : consumePhoneAuthToken(db, merchant, username, idToken, now());
    await proof.catch(async (e: unknown) => {
      // A refused proof is a failed login like a wrong password: it says the next login of the
      // number needs a captcha (so the form shows one now), and the fifth locks the number.
      const failure = await recordFailure(db, merchant.code, username);
      if (!(e instanceof ApiError)) throw e;
      if (failure.code === 'TOO_MANY_REQUESTS') throw failure;
      throw new ApiError(e.code, e.message, { ...e.detail, captcha: true });
    });
  } else {
    if (!password) throw new ApiError('CREDENTIALS_REQUIRED', 'please enter the password');
    member = await memberByAccount(db, merchant.code, username);
    // MOBILELOGIN3: the username field also takes the phone number ("Username/Phone").
    if (
      !member &&
      /^\d{6,15}$/.test(username) &&
      (await moduleFlags(db, merchant.code)).get('MOBILELOGIN3')
    )
      member = await memberByMobile(db, merchant.code, username);
    if (!member || !(await verifyPassword(password, member.password_hash)))
      throw await recordFailure(db, merchant.code, username);
  }
  if (member.type === TRIAL_TYPE)
    throw new ApiError('NON_MEMBER_LOGIN', 'non-member account unable to login');
  if (side === 'agent' && !AGENT_TYPES.includes(member.type))
    throw new ApiError('NON_AGENT_LOGIN', 'non-agents cannot log in');
  if (side === 'member' && member.type === 2)
    throw new ApiError('NON_MEMBER_LOGIN', 'non-member account unable to login');
  await db.query('DELETE FROM login_failures WHERE merchant = $1 AND username = $2', [
    merchant.code,
    username,
  ]);
  // SMS login already proved the phone; a password login from a new IP needs one more proof.
  if (type === 'username' && (await needsSecondFactor(db, merchant.code, member, ip)))
    throw await challenge(db, merchant.code, member, ip, side);
  return finishLogin(db, member, type === 'username' ? 'password' : type);
};

/** The shared end of every successful login: a session, the last-login time and the answer of §3. */
async function finishLogin(db: Pick<Db, 'query'>, member: MemberRow, signIn: SignIn = 'password') {
  const firstTimeLogin = member.last_login_at === null;
  await db.query('UPDATE members SET last_login_at = now() WHERE id = $1', [member.id]);
  return {
    token: await createSession(db, member.merchant, member.id, signIn),
    firstTimeLogin,
    passwordExpired: isExpired(member),
    defaultPassword: member.default_password,
    userName: member.account,
    nickname: member.nickname,
    type: member.type,
    customerId: member.id,
  };
}

const logout: CallHandler = async ({ db, token }) => {
  await db.query('DELETE FROM sessions WHERE token = $1', [token]);
  return { loggedOut: true };
};

const TRIAL_CREDIT_CENTS = 200_000;

/**
 * The free-play request's value is a challenge this platform issued for free play, solved
 * (handlers/botCheck.ts), sealed under the merchant's value key where its cipher asks for one.
 * That seal is wire format only: every page of the brand carries the key, so what it seals proves
 * nothing. A value that does not open is not the brand's wire format: DOMAIN_INVALID (§8 "domain
 * check invalid or invalid URL, contact support"); one that opens but holds no good challenge is
 * a verification not passed: CAPTCHA_FAILED.
 */
async function acceptFreePlayValue(db: Db, merchant: MerchantRow, value: unknown): Promise<void> {
  const refuse = (why: string) => new ApiError('DOMAIN_INVALID', `free play refused: ${why}`);
  if (typeof value !== 'string') throw refuse('no value');
  let token = value;
  if (merchant.cipher !== 'none') {
    try {
      token = await openValue(valueKeyOf(merchant.code), value);
    } catch {
      throw refuse('the value does not open with the brand key');
    }
  }
  await requireSolvedChallenge(db, merchant, 'freePlay', token);
}

/** Free play makes a fresh trial (type 4) account each time, as the original platform does. */
const freePlayLogin: CallHandler = async ({ db, merchant, input, ip }) => {
  await acceptFreePlayValue(db, merchant, input.value);
  // After the challenge, so requests refused anyway take no slot of the address.
  await takeRateSlot(db, merchant.code, FREE_PLAY_PER_HOUR, ip);
  const account = `trial${randomBytes(4).toString('hex')}`;
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, language) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        merchant.code,
        account,
        passwordHash,
        'Trial',
        TRIAL_TYPE,
        merchant.currency,
        merchant.default_language,
      ],
    );
    const memberId = rows[0]!.id;
    // The trial credit is play money, but it still enters the wallet through the ledger.
    await post(tx, {
      memberId,
      kind: 'opening',
      note: 'trial credit',
      legs: [
        { account: { house: 'cash' }, cents: -TRIAL_CREDIT_CENTS },
        { account: { memberId, wallet: 'MAIN' }, cents: TRIAL_CREDIT_CENTS },
      ],
    });
    return memberId;
  });
  return {
    token: await createSession(db, merchant.code, id),
    userName: account,
    nickname: 'Trial',
    type: TRIAL_TYPE,
    customerId: id,
  };
};

export const loginHandlers: Record<string, CallHandler> = {
  login,
  loginVerification: loginVerificationHandler(finishLogin),
  logout,
  freePlayLogin,
  freePlayChallenge,
  botCheckChallenge,
};
