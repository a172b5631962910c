// Member calls of a logged-in player (points are in points.ts).
import type { CallHandler, MemberRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { hashPassword, verifyPassword } from '../seed/password.js';

const info = (m: MemberRow) => ({
  id: m.id,
  account: m.account,
  username: m.account,
  nickname: m.nickname,
  type: m.type,
  currency: m.currency,
  ...(m.email ? { email: m.email } : {}),
  ...(m.mobile_num ? { mobileNum: m.mobile_num } : {}),
  ...(m.language ? { language: m.language } : {}),
  customerId: m.id,
});

const notTrial = (m: MemberRow) => {
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
};

export const memberHandlers: Record<string, CallHandler> = {
  memberInfo: async (ctx) => {
    const m = requireMember(ctx);
    // A downline names its upline: the wallet's transferUpline page sends money there.
    const upline =
      m.upline_id === null
        ? undefined
        : (
            await ctx.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [
              m.upline_id,
            ])
          ).rows[0]?.account;
    return { ...info(m), ...(upline ? { uplineAccount: upline } : {}) };
  },
  updateMemberLanguage: async (ctx) => {
    const language = String(ctx.input.language);
    await ctx.db.query('UPDATE members SET language = $1 WHERE id = $2', [
      language,
      requireMember(ctx).id,
    ]);
    return { language };
  },
  securityConfig: async (ctx) => {
    const m = requireMember(ctx);
    const { rows } = await ctx.db.query<{
      funds: boolean;
      email: boolean;
      mobile: boolean;
      cards: number;
      totp: boolean;
    }>(
      `SELECT funds_password_hash IS NOT NULL AS funds, email_verified AS email,
              mobile_verified AS mobile, two_factor_enabled AS totp,
              (SELECT count(*)::int FROM bank_cards WHERE member_id = members.id) AS cards
         FROM members WHERE id = $1`,
      [m.id],
    );
    const row = rows[0];
    return {
      hasPaymentPassword: row?.funds === true,
      emailBound: Boolean(m.email) && row?.email === true,
      mobileBound: Boolean(m.mobile_num) && row?.mobile === true,
      bankCardBound: (row?.cards ?? 0) > 0,
      twoFactorEnabled: row?.totp === true,
    };
  },
  changePassword: async (ctx) => {
    const m = notTrial(requireMember(ctx));
    const { oldPassword, newPassword, confirmNewPassword } = ctx.input as Record<string, string>;
    if (newPassword !== confirmNewPassword)
      throw new ApiError('VALIDATION_FAILED', '/confirmNewPassword must equal newPassword');
    // Expired and default passwords may be changed without the old one only right after login, as the forced-change modal does.
    const forced =
      m.default_password ||
      (m.password_expires_at !== null && new Date(m.password_expires_at).getTime() < Date.now());
    if (!(forced && !oldPassword) && !(await verifyPassword(oldPassword ?? '', m.password_hash)))
      throw new ApiError('WRONG_CREDENTIALS', 'wrong old password');
    await ctx.db.query(
      'UPDATE members SET password_hash = $1, password_expires_at = NULL, default_password = false WHERE id = $2',
      [await hashPassword(newPassword!), m.id],
    );
    return { changed: true };
  },
  playerAvatar: async (ctx) => ({
    avatarUrl: `/emulator-assets/game/avatar-${requireMember(ctx).id}.svg`,
  }),
};
