// SMS codes, registration and password recovery.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { hashPassword } from '../seed/password.js';
import { issueSmsCode, checkSmsCode, consumeCaptcha } from './verification.js';
import { createSession, memberByAccount, memberByMobile } from './sessions.js';

type Input = Record<string, string | boolean | undefined>;

interface Rule {
  name: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
}

/** Applies the merchant's field rules (spec §5): pattern "*" matches anything, length within both bounds. */
function checkRules(rules: Rule[], input: Input): void {
  for (const r of rules) {
    if (r.name === 'captcha') continue;
    const v = input[r.name];
    if (typeof v !== 'string' || v === '') {
      if (r.enabled && r.required)
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
    await checkSmsCode(db, merchant.code, mobile, input.verificationCode as string | undefined);
    await db.query(
      'UPDATE members SET password_hash = $1, password_expires_at = NULL, default_password = false WHERE id = $2',
      [await hashPassword(String(input.newPassword)), m.id],
    );
    return { changed: true, username: m.account };
  },
  forgotPasswordByEmail: async ({ db, merchant, input }) => {
    const m = await memberByAccount(db, merchant.code, String(input.username));
    if (!m || (m.email ?? '').toLowerCase() !== String(input.email).toLowerCase())
      throw new ApiError('ACCOUNT_NOT_FOUND', 'username or email does not exist');
    return { sent: true };
  },
  affiliateCheck: async ({ db, merchant, input }) => {
    const agent = await memberByAccount(db, merchant.code, String(input.code));
    if (!agent || ![1, 2, 41, 42].includes(agent.type))
      throw new ApiError('INVALID_AFFILIATE', 'invitation_code_error');
    return { valid: true, agentAccount: agent.account };
  },
  register: async ({ db, merchant, input: raw }) => {
    const input = raw as Input;
    const { rows: rules } = await db.query<Rule>(
      'SELECT * FROM register_rules WHERE merchant = $1 ORDER BY sort',
      [merchant.code],
    );
    if (input.password !== input.confirmPassword)
      throw new ApiError('VALIDATION_FAILED', '/confirmPassword must equal password');
    checkRules(rules, input);
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
    if (merchant.reg_sms_verification && input.mobileNum)
      await checkSmsCode(
        db,
        merchant.code,
        String(input.mobileNum),
        input.verificationCode as string | undefined,
      );
    let uplineId: number | null = null;
    if (input.affiliateCode) {
      const agent = await memberByAccount(db, merchant.code, String(input.affiliateCode));
      if (!agent || ![1, 2, 41, 42].includes(agent.type))
        throw new ApiError('INVALID_AFFILIATE', 'invitation_code_error');
      uplineId = agent.id;
    }
    const username = String(input.username);
    if (await memberByAccount(db, merchant.code, username))
      throw new ApiError('DUPLICATE_REQUEST', 'username already taken');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, mobile_num, language, upline_id, last_login_at)
       VALUES ($1,$2,$3,$2,0,$4,$5,$6,$7,$8, CASE WHEN $9 THEN now() END) RETURNING id`,
      [
        merchant.code,
        username,
        await hashPassword(String(input.password)),
        merchant.currency,
        input.email ?? null,
        input.mobileNum ?? null,
        merchant.default_language,
        uplineId,
        input.login === true,
      ],
    );
    const id = rows[0]!.id;
    return {
      userName: username,
      nickname: username,
      customerId: id,
      ...(input.login === true ? { token: await createSession(db, merchant.code, id) } : {}),
    };
  },
};
