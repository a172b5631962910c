// Security centre (issue 12): profile and its verified contacts, funds password, bank cards, authenticator two-factor.
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI } from 'otplib';
import type { CallContext, CallHandler, MemberRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { AGE_GATE, BANK_CARD_LIMIT, banksOf } from '../seed/security.js';
import { hashPassword, verifyPassword } from '../seed/password.js';
import { takeRateSlot, type Limit } from './rateLimit.js';
import {
  checkAccountNumber,
  checkBirthday,
  checkEmail,
  checkFundsPassword,
  checkNickname,
  checkProfileDetail,
  checkRealName,
  maskAccountNumber,
  PROFILE_DETAILS,
  sameName,
} from './securityRules.js';
import { authenticatorCodeValid } from './twoFactor.js';
import { checkSmsCode, CODE_LIFETIME_MINUTES, issueSmsCode, SMS_MINUTES } from './verification.js';

/** The further profile fields of 022_profile_details.sql, by request field. */
type ProfileDetails = Record<(typeof PROFILE_DETAILS)[number]['field'], string | null>;

/** The columns of 010_security.sql (and 022's), read beside the member row every handler already has. */
interface SecurityRow {
  details: ProfileDetails;
  nickname: string;
  payee_name: string | null;
  mobile_num: string | null;
  mobile_verified: boolean;
  email: string | null;
  email_verified: boolean;
  birthday: string | null;
  funds_password_hash: string | null;
  two_factor_enabled: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

interface Settings {
  banks: string[];
  limit: number;
  ageGate: number;
}

interface CardRow {
  id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  branch: string | null;
  created_at: Date;
}

type Query = Pick<Db, 'query'>;

/** Mail codes per address and hour, like the SMS quota (§8 quota exceeded). */
const MAIL_CODES_HOURLY: Limit = {
  scope: 'mail-code-hour',
  max: 10,
  windowSeconds: 3600,
  code: 'QUOTA_EXCEEDED',
};

/** The security centre is a member's: trial accounts are refused (§4 need-true-account). */
function realMember(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
}

const DETAILS_JSON = PROFILE_DETAILS.map((d) => `'${d.field}', ${d.column}`).join(', ');

async function securityOf(db: Query, memberId: number): Promise<SecurityRow> {
  const { rows } = await db.query<SecurityRow>(
    `SELECT nickname, payee_name, mobile_num, mobile_verified, email, email_verified,
            to_char(birthday, 'YYYY-MM-DD') AS birthday, funds_password_hash, two_factor_enabled,
            totp_secret, totp_pending_secret, json_build_object(${DETAILS_JSON}) AS details
     FROM members WHERE id = $1`,
    [memberId],
  );
  return rows[0]!;
}

/** The merchant's bank list, card limit and age gate; a brand seeded before 010 gets the defaults. */
async function settingsOf(db: Query, ctx: CallContext): Promise<Settings> {
  const { rows } = await db.query<{ banks: string[]; bank_card_limit: number; age_gate: number }>(
    'SELECT banks, bank_card_limit, age_gate FROM merchant_security WHERE merchant = $1',
    [ctx.merchant.code],
  );
  const row = rows[0];
  return row
    ? { banks: row.banks, limit: row.bank_card_limit, ageGate: row.age_gate }
    : { banks: banksOf(ctx.merchant), limit: BANK_CARD_LIMIT, ageGate: AGE_GATE };
}

async function profile(ctx: CallContext, memberId: number) {
  const s = await securityOf(ctx.db, memberId);
  return {
    nickname: s.nickname,
    realName: s.payee_name,
    realNameFixed: s.payee_name !== null,
    mobileNum: s.mobile_num,
    mobileVerified: s.mobile_verified,
    email: s.email,
    emailVerified: s.email_verified,
    birthday: s.birthday,
    ...s.details,
    ageGate: (await settingsOf(ctx.db, ctx)).ageGate,
    hasFundsPassword: s.funds_password_hash !== null,
    twoFactorEnabled: s.two_factor_enabled,
  };
}

const cardView = (c: CardRow) => ({
  id: c.id,
  bankName: c.bank_name,
  accountNumber: maskAccountNumber(c.account_number),
  payeeName: c.payee_name,
  branch: c.branch,
  createdAt: new Date(c.created_at).toISOString(),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The funds password, when the member has one, must be given and right (FUNDS_PASSWORD_WRONG). */
async function requireFundsPassword(s: SecurityRow, given: string): Promise<void> {
  if (s.funds_password_hash && !(await verifyPassword(given, s.funds_password_hash)))
    throw new ApiError('FUNDS_PASSWORD_WRONG', 'wrong funds password');
}

async function updateProfile(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  const input = ctx.input;
  const nickname = input.nickname === undefined ? null : checkNickname(text(input.nickname));
  let realName: string | null = null;
  if (
    input.realName !== undefined &&
    !(s.payee_name && sameName(s.payee_name, text(input.realName)))
  ) {
    if (s.payee_name)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'the real name is fixed once set');
    realName = checkRealName(text(input.realName));
  }
  const birthday =
    input.birthday === undefined
      ? null
      : checkBirthday(text(input.birthday), (await settingsOf(ctx.db, ctx)).ageGate, ctx.now());
  // Only the further fields given change; an empty one is cleared. All are checked before any write.
  const details = PROFILE_DETAILS.filter((d) => input[d.field] !== undefined).map((d) => ({
    column: d.column,
    value: checkProfileDetail(d.field, text(input[d.field])),
  }));
  await ctx.db.query(
    `UPDATE members SET nickname = coalesce($1, nickname), payee_name = coalesce($2, payee_name),
       birthday = coalesce($3::date, birthday) WHERE id = $4`,
    [nickname, realName, birthday, m.id],
  );
  if (details.length > 0)
    await ctx.db.query(
      `UPDATE members SET ${details.map((d, i) => `${d.column} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [m.id, ...details.map((d) => d.value)],
    );
  return profile(ctx, m.id);
}

async function bindMobileSms(ctx: CallContext) {
  const m = realMember(ctx);
  const mobile = text(ctx.input.mobileNum).trim();
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM members WHERE merchant = $1 AND mobile_num = $2 AND id <> $3',
    [ctx.merchant.code, mobile, m.id],
  );
  if (rows.length) throw new ApiError('VALIDATION_FAILED', 'number bound to another account');
  return issueSmsCode(ctx.db, ctx.merchant.code, mobile, 'bindMobile');
}

async function bindMobile(ctx: CallContext) {
  const m = realMember(ctx);
  const mobile = text(ctx.input.mobileNum).trim();
  await checkSmsCode(ctx.db, ctx.merchant.code, mobile, text(ctx.input.verificationCode));
  await ctx.db.query('UPDATE members SET mobile_num = $1, mobile_verified = true WHERE id = $2', [
    mobile,
    m.id,
  ]);
  return profile(ctx, m.id);
}

async function bindEmailCode(ctx: CallContext) {
  const m = realMember(ctx);
  const email = checkEmail(text(ctx.input.email));
  const recent = await ctx.db.query(
    "SELECT 1 FROM email_codes WHERE member_id = $1 AND created_at > now() - interval '1 second'",
    [m.id],
  );
  if (recent.rows.length)
    throw new ApiError('TOO_MANY_REQUESTS', 'too many requests, retry later', {
      retryAfterSeconds: 1,
    });
  await takeRateSlot(ctx.db, ctx.merchant.code, MAIL_CODES_HOURLY, email.toLowerCase());
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    'INSERT INTO email_codes (merchant, member_id, address, code) VALUES ($1, $2, $3, $4)',
    [ctx.merchant.code, m.id, email, code],
  );
  await ctx.db.query(
    'INSERT INTO outbox_emails (merchant, address, subject, body) VALUES ($1, $2, $3, $4)',
    [
      ctx.merchant.code,
      email,
      `${ctx.merchant.name}: your verification code`,
      `Account ${m.account}. Verification code: ${code}. It is valid for ${CODE_LIFETIME_MINUTES} minutes.`,
    ],
  );
  return { expiredMinutes: SMS_MINUTES };
}

async function bindEmail(ctx: CallContext) {
  const m = realMember(ctx);
  const email = checkEmail(text(ctx.input.email));
  const { rows } = await ctx.db.query<{
    id: number;
    code: string;
    used: boolean;
    expired: boolean;
  }>(
    `SELECT id, code, used, created_at < now() - interval '${CODE_LIFETIME_MINUTES} minutes' AS expired
     FROM email_codes WHERE member_id = $1 AND lower(address) = lower($2) ORDER BY id DESC LIMIT 1`,
    [m.id, email],
  );
  const last = rows[0];
  if (!last || last.used || last.code !== text(ctx.input.verificationCode).trim())
    throw new ApiError('INVALID_CODE', 'invalid verification code');
  if (last.expired) throw new ApiError('CODE_EXPIRED', 'verification code expired, resend');
  await ctx.db.query('UPDATE email_codes SET used = true WHERE id = $1', [last.id]);
  await ctx.db.query('UPDATE members SET email = $1, email_verified = true WHERE id = $2', [
    email,
    m.id,
  ]);
  return profile(ctx, m.id);
}

async function setFundsPassword(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  if (s.funds_password_hash)
    throw new ApiError('OPERATION_NOT_ALLOWED', 'a funds password is set: change it instead');
  if (!(await verifyPassword(text(ctx.input.password), m.password_hash)))
    throw new ApiError('WRONG_CREDENTIALS', 'wrong login password');
  const funds = checkFundsPassword(
    text(ctx.input.fundsPassword),
    text(ctx.input.confirmFundsPassword),
  );
  await ctx.db.query('UPDATE members SET funds_password_hash = $1 WHERE id = $2', [
    await hashPassword(funds),
    m.id,
  ]);
  return { set: true };
}

async function changeFundsPassword(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  if (!s.funds_password_hash) throw new ApiError('FUNDS_PASSWORD_NOT_SET', 'no funds password');
  await requireFundsPassword(s, text(ctx.input.oldFundsPassword));
  const funds = checkFundsPassword(
    text(ctx.input.newFundsPassword),
    text(ctx.input.confirmFundsPassword),
  );
  await ctx.db.query('UPDATE members SET funds_password_hash = $1 WHERE id = $2', [
    await hashPassword(funds),
    m.id,
  ]);
  return { changed: true };
}

async function cardsOf(db: Query, memberId: number): Promise<CardRow[]> {
  return (
    await db.query<CardRow>('SELECT * FROM bank_cards WHERE member_id = $1 ORDER BY id', [memberId])
  ).rows;
}

async function bankCards(ctx: CallContext) {
  const m = realMember(ctx);
  const settings = await settingsOf(ctx.db, ctx);
  return {
    cards: (await cardsOf(ctx.db, m.id)).map(cardView),
    limit: settings.limit,
    banks: settings.banks,
  };
}

async function addBankCard(ctx: CallContext) {
  const m = realMember(ctx);
  const settings = await settingsOf(ctx.db, ctx);
  const s = await securityOf(ctx.db, m.id);
  if ((await cardsOf(ctx.db, m.id)).length >= settings.limit)
    throw new ApiError('BANK_CARD_LIMIT', `at most ${settings.limit} bank cards`);
  await requireFundsPassword(s, text(ctx.input.fundsPassword));
  const bankName = text(ctx.input.bankName);
  if (!settings.banks.includes(bankName))
    throw new ApiError('VALIDATION_FAILED', '/bankName must be one of the merchant banks');
  const number = checkAccountNumber(text(ctx.input.accountNumber));
  const payee = checkRealName(text(ctx.input.payeeName));
  // The first card of a member without a real name names the account holder for good.
  if (s.payee_name !== null && !sameName(s.payee_name, payee))
    throw new ApiError('PAYEE_NAME_MISMATCH', 'the payee name must be the real name');
  const branch = text(ctx.input.branch).trim() || null;
  return ctx.db.transaction(async (tx) => {
    const taken = await tx.query(
      'SELECT 1 FROM bank_cards WHERE merchant = $1 AND account_number = $2',
      [ctx.merchant.code, number],
    );
    if (taken.rows.length) throw new ApiError('VALIDATION_FAILED', 'account number already bound');
    if (s.payee_name === null)
      await tx.query('UPDATE members SET payee_name = $1 WHERE id = $2', [payee, m.id]);
    const { rows } = await tx.query<CardRow>(
      `INSERT INTO bank_cards (merchant, member_id, bank_name, account_number, payee_name, branch)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [ctx.merchant.code, m.id, bankName, number, s.payee_name ?? payee, branch],
    );
    return cardView(rows[0]!);
  });
}

async function twoFactorSetup(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  if (s.two_factor_enabled)
    throw new ApiError('OPERATION_NOT_ALLOWED', 'two-factor is on: turn it off first');
  const secret = generateSecret();
  await ctx.db.query('UPDATE members SET totp_pending_secret = $1 WHERE id = $2', [secret, m.id]);
  return {
    secret,
    otpauthUri: generateURI({ issuer: ctx.merchant.name, label: m.account, secret }),
  };
}

async function twoFactorEnable(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  if (s.two_factor_enabled) return { enabled: true };
  if (!s.totp_pending_secret)
    throw new ApiError('OPERATION_NOT_ALLOWED', 'ask for a secret (twoFactorSetup) first');
  if (!(await authenticatorCodeValid(s.totp_pending_secret, text(ctx.input.code))))
    throw new ApiError('INVALID_CODE', 'invalid authenticator code');
  await ctx.db.query(
    'UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = $1',
    [m.id],
  );
  return { enabled: true };
}

async function twoFactorDisable(ctx: CallContext) {
  const m = realMember(ctx);
  const s = await securityOf(ctx.db, m.id);
  if (!s.totp_secret) return { enabled: false };
  if (!(await authenticatorCodeValid(s.totp_secret, text(ctx.input.code))))
    throw new ApiError('INVALID_CODE', 'invalid authenticator code');
  await ctx.db.query('UPDATE members SET totp_secret = NULL WHERE id = $1', [m.id]);
  return { enabled: false };
}

export const securityHandlers: Record<string, CallHandler> = {
  memberProfile: async (ctx) => profile(ctx, realMember(ctx).id),
  updateProfile,
  bindMobileSms,
  bindMobile,
  bindEmailCode,
  bindEmail,
  setFundsPassword,
  changeFundsPassword,
  bankCards,
  addBankCard,
  twoFactorSetup,
  twoFactorEnable,
  twoFactorDisable,
};
