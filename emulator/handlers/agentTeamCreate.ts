// registerCenter's "add account" (§2): an agent opens an account for a new downline, under itself,
// with the brand's registration rules (§5) for the account name and the password.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { hashPassword } from '../seed/password.js';
import { requireAgent } from './agentTeamAccess.js';
import { NEW_MEMBER_TYPE, type LinkType } from './agentTeamLinks.js';
import { checkRules, rulesOf } from './registration.js';

export const MAX_NICKNAME = 20;
const ACCOUNT_RULES = ['username', 'password'];

/** The rules the add-account form checks before sending (the same ones this call applies). */
const downlineRules: CallHandler = async (ctx) => {
  requireAgent(ctx);
  const rules = (await rulesOf(ctx.db, ctx.merchant.code)).filter((r) =>
    ACCOUNT_RULES.includes(r.name),
  );
  const ruleOf = (name: string) => {
    const r = rules.find((rule) => rule.name === name);
    if (!r) throw new Error(`register rule ${name} missing on ${ctx.merchant.code}`);
    return {
      pattern: r.accepted_pattern,
      patternId: r.pattern_id,
      min: r.min_length,
      max: r.max_length,
    };
  };
  return { account: ruleOf('username'), password: ruleOf('password'), nicknameMax: MAX_NICKNAME };
};

const downlineCreate: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const input = ctx.input as {
    account: string;
    password: string;
    confirmPassword?: string;
    nickname?: string;
    type: LinkType;
  };
  const account = input.account.trim();
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    throw new ApiError('VALIDATION_FAILED', '/confirmPassword must equal password');
  const rules = (await rulesOf(ctx.db, ctx.merchant.code)).filter((r) =>
    ACCOUNT_RULES.includes(r.name),
  );
  checkRules(rules, { username: account, password: input.password });
  const nickname = input.nickname?.trim() || account;
  if (nickname.length > MAX_NICKNAME)
    throw new ApiError('VALIDATION_FAILED', `/nickname must be at most ${MAX_NICKNAME} characters`);
  const hash = await hashPassword(input.password);
  const { rows } = await ctx.db.query<{ id: number; registered_at: Date }>(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, language,
                          upline_id, registered_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9::float8 / 1000)
      WHERE NOT EXISTS (SELECT 1 FROM members WHERE merchant = $1 AND lower(account) = lower($2))
     ON CONFLICT DO NOTHING
     RETURNING id, registered_at`,
    [
      ctx.merchant.code,
      account,
      hash,
      nickname,
      NEW_MEMBER_TYPE[input.type],
      ctx.merchant.currency,
      ctx.merchant.default_language,
      me.id,
      ctx.now(),
    ],
  );
  if (!rows[0]) throw new ApiError('DUPLICATE_REQUEST', 'username already taken');
  return {
    account,
    nickname,
    type: input.type,
    uplineAccount: me.account,
    registeredAt: new Date(rows[0].registered_at).toISOString(),
  };
};

export const teamCreateHandlers: Record<string, CallHandler> = { downlineRules, downlineCreate };
