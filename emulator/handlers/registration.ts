// SMS codes, registration and password recovery.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { MerchantRow } from '../context.js';
import { moduleFlags } from './modules.js';
import { hashPassword } from '../seed/password.js';
import { takeRateSlot, type Limit } from './rateLimit.js';
import { issueSmsCode, checkSmsCode, consumeCaptcha } from './verification.js';
import { createSession, memberByAccount, memberByMobile } from './sessions.js';
import { creditReferral, referrerOf } from './referralProgramme.js';
import { affiliateOf } from './agentTeamLinks.js';
import { consumePhoneAuthToken, PHONE_AUTH_FLAG } from './phoneAuth.js';

type Input = Record<string, string | boolean | undefined>;

const MAIL_HOURLY: Limit = {
  scope: 'mail-hour',
  max: 5,
  windowSeconds: 3600,
  code: 'QUOTA_EXCEEDED',
};

/** Eight characters with a letter and a digit, so it passes every seeded password rule. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (from: string) => from[randomInt(0, from.length)]!;
  return `${pick(letters).toUpperCase()}${Array.from({ length: 5 }, () => pick(letters + digits)).join('')}${pick(digits)}${pick(letters)}`;
}

export interface Rule {
  name: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  pattern_id: string;
}

/** Applies the merchant's field rules (spec §5): pattern "*" matches anything, length within both bounds. */
export function checkRules(rules: Rule[], input: Input, allRequired = false): void {
  for (const r of rules) {
    if (r.name === 'captcha') continue;
    const raw = input[r.name];
    const v = typeof raw === 'string' ? raw.trim() : raw;
    if (typeof v !== 'string' || v === '') {
      if (
        allRequired ||
        (r.enabled && r.required) ||
        r.name === 'username' ||
        r.name === 'password'
      )
        throw new ApiError('VALIDATION_FAILED', `/${r.name} is required`);
      continue;
    }
    if (v.length < r.min_length || v.length > r.max_length)
      throw new ApiError(
        'VALIDATION_FAILED',
        `/${r.name} must be ${r.min_length} to ${r.max_length} characters`,
      );
    if (r.accepted_pattern !== '*' && !new RegExp(r.accepted_pattern).test(v))
      throw new ApiError('VALIDATION_FAILED', `/${r.name} does not match its pattern`);
  }
}

export const registrationHandlers: Record<string, CallHandler> = {
  smsNoLogin: async ({ db, merchant, input }) =>
    issueSmsCode(db, merchant.code, String(input.mobileNum), 'login'),
  registerSms: async ({ db, merchant, input }) =>
    issueSmsCode(db, merchant.code, String(input.mobileNum), 'register'),
  forgotPasswordSms: async ({ db, merchant, input }) => {
    if (!(await memberByMobile(db, merchant.code, String(input.mobileNum))))
      throw new ApiError('ACCOUNT_NOT_FOUND', 'no account uses this number');
    return issueSmsCode(db, merchant.code, String(input.mobileNum), 'reset');
  },
  resetPasswordByPhone: async ({ db, merchant, input }) => {
    const mobile = String(input.mobileNum);
    const m = await memberByMobile(db, merchant.code, mobile);
    if (!m) throw new ApiError('ACCOUNT_NOT_FOUND', 'no account uses this number');
    const rules = await rulesOf(db, merchant.code);
    checkRules(
      rules.filter((r) => r.name === 'password'),
      { password: String(input.newPassword) },
    );
    await checkSmsCode(db, merchant.code, mobile, input.verificationCode as string | undefined);
    await db.query(
      'UPDATE members SET password_hash = $1, password_expires_at = NULL, default_password = false WHERE id = $2',
      [await hashPassword(String(input.newPassword)), m.id],
    );
    return { changed: true, username: m.account };
  },
  forgotPasswordByEmail: async ({ db, merchant, input }) => {
    const m = await memberByAccount(db, merchant.code, String(input.username).trim());
    if (!m || (m.email ?? '').toLowerCase() !== String(input.email).trim().toLowerCase())
      throw new ApiError('ACCOUNT_NOT_FOUND', 'username or email does not exist');
    await takeRateSlot(db, merchant.code, MAIL_HOURLY, m.email!.toLowerCase());
    // A temporary password goes out by mail; it counts as a default password, so the next login forces a change.
    const temporary = temporaryPassword();
    await db.query(
      'UPDATE members SET password_hash = $1, default_password = true, password_expires_at = NULL WHERE id = $2',
      [await hashPassword(temporary), m.id],
    );
    await db.query(
      'INSERT INTO outbox_emails (merchant, address, subject, body) VALUES ($1, $2, $3, $4)',
      [
        merchant.code,
        m.email,
        `${merchant.name}: your temporary password`,
        `Account ${m.account}. Temporary password: ${temporary}. You will be asked to choose a new password when you log in.`,
      ],
    );
    return { sent: true };
  },
  // An agent's invitation-link code (agentTeamLinks.ts) or the agent's account name.
  affiliateCheck: async ({ db, merchant, input }) => {
    const affiliate = await affiliateOf(db, merchant.code, String(input.code));
    if (!affiliate) throw new ApiError('INVALID_AFFILIATE', 'invitation_code_error');
    return { valid: true, agentAccount: affiliate.agentAccount };
  },
  register: async ({ db, merchant, input: raw, now }) => {
    const input = raw as Input;
    const flags = await moduleFlags(db, merchant.code);
    if (flags.get('USERNAMEREG3') !== true)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'username registration is not enabled');
    const rules = await rulesOf(db, merchant.code);
    if (input.password !== input.confirmPassword)
      throw new ApiError('VALIDATION_FAILED', '/confirmPassword must equal password');
    checkRules(rules, input);
    // Before the captcha is spent: a mistyped referral code is corrected and sent again.
    const referrerId = await referrerOf(db, merchant.code, text(input.referralCode));
    if (
      merchant.reg_captcha &&
      !(await consumeCaptcha(
        db,
        merchant.code,
        input.captcha as string | undefined,
        input.captchaId as string | undefined,
      ))
    ) {
      throw new ApiError('CAPTCHA_FAILED', 'captcha check failed');
    }
    if (merchant.reg_sms_verification && flags.get('REGMOBVERF3') === true && input.mobileNum)
      await checkSmsCode(db, merchant.code, String(input.mobileNum), text(input.verificationCode));
    return createMember(db, merchant, {
      account: String(input.username),
      password: String(input.password),
      email: text(input.email),
      mobile: text(input.mobileNum),
      payeeName: text(input.payeeName),
      fundsPassword: text(input.paymentPassword),
      affiliateCode: text(input.affiliateCode),
      referral: referrerId === undefined ? undefined : { referrerId, at: now() },
      login: input.login === true,
    });
  },
  /** Mobile registration: the number is the account; the password only under MOBILENUMPASSREG3. */
  registerMobile: async ({ db, merchant, input: raw, now }) => {
    const input = raw as Input;
    const flags = await moduleFlags(db, merchant.code);
    const mobile = text(input.mobileNum);
    if (!mobile) throw new ApiError('MISSING_PHONE', 'missing phone number');
    const rules = await rulesOf(db, merchant.code);
    const withPassword = flags.get('MOBILENUMPASSREG3') === true;
    checkRules(
      rules.filter((r) => r.name === 'mobileNum' || (withPassword && r.name === 'password')),
      { ...input, mobileNum: mobile },
      true,
    );
    if (withPassword && input.password !== input.confirmPassword)
      throw new ApiError('VALIDATION_FAILED', '/confirmPassword must equal password');
    // Before the SMS code is spent: a mistyped referral code is corrected and sent again.
    const referrerId = await referrerOf(db, merchant.code, text(input.referralCode));
    if (input.channel === 'PHONEAUTH') {
      // The phone-authentication path proved the number at the provider; its id token stands in for the code.
      if (flags.get(PHONE_AUTH_FLAG) !== true)
        throw new ApiError('OPERATION_NOT_ALLOWED', 'phone authentication is not enabled');
      await consumePhoneAuthToken(db, merchant, mobile, input.idToken, now());
    } else if (flags.get('REGMOBVERF3') === true)
      await checkSmsCode(db, merchant.code, mobile, text(input.verificationCode));
    if (await memberByMobile(db, merchant.code, mobile))
      throw new ApiError('DUPLICATE_REQUEST', 'this number is already registered');
    return createMember(db, merchant, {
      account: mobile,
      // Without a chosen password the member logs in with SMS codes; this one is never shown.
      password: withPassword ? String(input.password) : randomBytes(18).toString('base64'),
      mobile,
      affiliateCode: text(input.affiliateCode),
      referral: referrerId === undefined ? undefined : { referrerId, at: now() },
      login: input.login === true,
    });
  },
};

const text = (v: string | boolean | undefined): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

export async function rulesOf(db: Pick<Db, 'query'>, merchant: string): Promise<Rule[]> {
  return (
    await db.query<Rule>('SELECT * FROM register_rules WHERE merchant = $1 ORDER BY sort', [
      merchant,
    ])
  ).rows;
}

interface NewMember {
  account: string;
  password: string;
  email?: string | undefined;
  mobile?: string | undefined;
  payeeName?: string | undefined;
  /** The funds password a brand asks for at registration (§3 paymentPassword): the security centre's. */
  fundsPassword?: string | undefined;
  affiliateCode?: string | undefined;
  /** The member whose referral code came along, paid for this friend in the same transaction. */
  referral?: { referrerId: number; at: number } | undefined;
  login: boolean;
}

/** The member, its referral credit and its session are one transaction: all of them or none. */
function createMember(db: Db, merchant: MerchantRow, m: NewMember) {
  return db.transaction((tx) => insertMember(tx, merchant, m));
}

/**
 * Inserts the member under its upline (affiliate code), credits its referrer, and with login=true opens a session.
 */
async function insertMember(db: Pick<Db, 'query'>, merchant: MerchantRow, m: NewMember) {
  // An invitation link's code puts the member under the link's owner, with the link's type.
  const affiliate = m.affiliateCode
    ? await affiliateOf(db, merchant.code, m.affiliateCode)
    : undefined;
  if (m.affiliateCode && !affiliate)
    throw new ApiError('INVALID_AFFILIATE', 'invitation_code_error');
  if (await memberByAccount(db, merchant.code, m.account))
    throw new ApiError('DUPLICATE_REQUEST', 'username already taken');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, mobile_num, payee_name, language, upline_id, last_login_at, funds_password_hash, invitation_link_id)
     VALUES ($1,$2,$3,$2,$12,$4,$5,$6,$7,$8,$9, CASE WHEN $10 THEN now() END, $11, $13) RETURNING id`,
    [
      merchant.code,
      m.account,
      await hashPassword(m.password),
      merchant.currency,
      m.email ?? null,
      m.mobile ?? null,
      m.payeeName ?? null,
      merchant.default_language,
      affiliate?.uplineId ?? null,
      m.login,
      m.fundsPassword ? await hashPassword(m.fundsPassword) : null,
      affiliate?.memberType ?? 0,
      affiliate?.linkId ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (m.referral)
    await creditReferral(
      db,
      merchant.code,
      m.referral.referrerId,
      { id, account: m.account },
      m.referral.at,
    );
  return {
    userName: m.account,
    nickname: m.account,
    customerId: id,
    ...(m.login ? { token: await createSession(db, merchant.code, id, 'register') } : {}),
  };
}
