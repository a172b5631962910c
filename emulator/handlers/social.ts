// Social sign-in (spec §2 Modals, §4 Two-factor): start at the provider, trade its answer for a
// login, or bind the social account to an existing or a new account, irreversibly, and log in.
import type { CallContext, CallHandler, MemberRow } from '../context.js';
import { TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { hashPassword, verifyPassword } from '../seed/password.js';
import { createSession, memberByAccount } from './sessions.js';
import { isProvider, requireProviderOn, type Provider } from '../social/providers.js';
import {
  MAX_BIND_FAILURES,
  STATE_TTL_SECONDS,
  createState,
  recordBindFailure,
  requireConsented,
  spendState,
} from '../social/states.js';
import { bindIdentity, boundMember } from '../social/identities.js';
import { consentPath } from '../social/consentPage.js';

interface ConsentInput {
  provider: Provider;
  state: string;
  code: string;
}

interface BindInput extends ConsentInput {
  mode: 'existing' | 'new';
  username: string;
  password: string;
}

async function providerOf(ctx: CallContext): Promise<Provider> {
  const provider = ctx.input.provider;
  // the request schema already limits it; this keeps the type honest
  if (!isProvider(provider)) throw new ApiError('VALIDATION_FAILED', '/provider is unknown');
  await requireProviderOn(ctx.db, ctx.merchant.code, provider);
  return provider;
}

/** The member side's rules, as for a password login: trial and pure-agent accounts are refused. */
function requireMemberSide(member: MemberRow): void {
  if (member.type === TRIAL_TYPE || member.type === 2)
    throw new ApiError('NON_MEMBER_LOGIN', 'non-member account unable to login');
}

async function logIn(ctx: CallContext, member: MemberRow, provider: Provider) {
  const firstTimeLogin = member.last_login_at === null;
  await ctx.db.query('UPDATE members SET last_login_at = now() WHERE id = $1', [member.id]);
  return {
    token: await createSession(ctx.db, ctx.merchant.code, member.id, `social:${provider}`),
    firstTimeLogin,
    userName: member.account,
  };
}

/** An active 5-minute login lock (login.ts) also stops binding with that username's password. */
async function refuseLocked(ctx: CallContext, username: string): Promise<void> {
  const { rows } = await ctx.db.query<{ left: number | null }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS left FROM login_failures
     WHERE merchant = $1 AND username = $2 AND locked_until > now()`,
    [ctx.merchant.code, username.toLowerCase()],
  );
  const left = rows[0]?.left;
  if (left)
    throw new ApiError('TOO_MANY_REQUESTS', 'too many failed logins, retry later', {
      retryAfterSeconds: left,
    });
}

/** The merchant's own username and password rules (register_rules, spec §5) for a new account. */
async function checkNewAccount(ctx: CallContext, username: string, password: string) {
  const { rows } = await ctx.db.query<{
    name: string;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
  }>(
    `SELECT name, accepted_pattern, min_length, max_length FROM register_rules
     WHERE merchant = $1 AND name IN ('username', 'password') AND enabled`,
    [ctx.merchant.code],
  );
  for (const rule of rows) {
    const value = rule.name === 'username' ? username : password;
    const fits =
      value.length >= rule.min_length &&
      value.length <= rule.max_length &&
      (rule.accepted_pattern === '*' || new RegExp(rule.accepted_pattern).test(value));
    if (!fits) throw new ApiError('VALIDATION_FAILED', `/${rule.name} does not meet its rule`);
  }
  if (await memberByAccount(ctx.db, ctx.merchant.code, username))
    throw new ApiError('DUPLICATE_REQUEST', 'username already taken');
}

/** Checks the password of an existing account; wrong ones count against this consent. */
async function existingMember(ctx: CallContext, input: BindInput): Promise<MemberRow> {
  const username = input.username.trim();
  await refuseLocked(ctx, username);
  const member = await memberByAccount(ctx.db, ctx.merchant.code, username);
  if (!member || !(await verifyPassword(input.password, member.password_hash))) {
    const failures = await recordBindFailure(ctx.db, input.state);
    if (failures >= MAX_BIND_FAILURES)
      throw new ApiError('TOO_MANY_REQUESTS', 'too many wrong passwords, start the sign-in again');
    throw new ApiError('WRONG_CREDENTIALS', 'wrong account or password');
  }
  requireMemberSide(member);
  return member;
}

/** Root-relative and not protocol-relative: the provider may only send people back to the site. */
const RETURN_PATH = /^\/(?![/])[A-Za-z0-9/_-]{0,120}$/;

const socialLoginStart: CallHandler = async (ctx) => {
  const provider = await providerOf(ctx);
  if (!RETURN_PATH.test(String(ctx.input.returnPath)))
    throw new ApiError('VALIDATION_FAILED', '/returnPath must be a path of this site');
  const state = await createState(
    ctx.db,
    ctx.merchant.code,
    provider,
    String(ctx.input.returnPath),
    typeof ctx.input.language === 'string' ? ctx.input.language : ctx.language,
    ctx.now(),
  );
  return {
    state,
    authorizeUrl: `${consentPath(provider)}?${new URLSearchParams({ state })}`,
    expiresInSeconds: STATE_TTL_SECONDS,
  };
};

const socialLoginComplete: CallHandler = async (ctx) => {
  await providerOf(ctx);
  const input = ctx.input as unknown as ConsentInput;
  const row = await requireConsented(ctx.db, ctx.merchant.code, input, ctx.now());
  const member = await boundMember(ctx.db, ctx.merchant.code, input.provider, row.subject);
  // Unbound: the state stays consented so the bind call can spend it (until it expires).
  if (!member) return { bound: false, identity: row.subject };
  requireMemberSide(member);
  if (!(await spendState(ctx.db, input.state)))
    throw new ApiError('INVALID_CODE', 'this sign-in is already used');
  return { bound: true, identity: row.subject, ...(await logIn(ctx, member, input.provider)) };
};

const socialBind: CallHandler = async (ctx) => {
  await providerOf(ctx);
  const input = ctx.input as unknown as BindInput;
  const row = await requireConsented(ctx.db, ctx.merchant.code, input, ctx.now());
  if (await boundMember(ctx.db, ctx.merchant.code, input.provider, row.subject))
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      'this social account is already bound; binding is irreversible',
    );
  const username = input.username.trim();
  let member: MemberRow | undefined;
  let passwordHash: string | undefined;
  if (input.mode === 'existing') member = await existingMember(ctx, input);
  else {
    await checkNewAccount(ctx, username, input.password);
    passwordHash = await hashPassword(input.password);
  }
  // Spend the state, make the account and bind in one transaction: a lost race leaves nothing.
  const bound = await ctx.db.transaction(async (tx) => {
    if (!(await spendState(tx, input.state)))
      throw new ApiError('INVALID_CODE', 'this sign-in is already used');
    if (!member) {
      const { rows } = await tx.query<MemberRow>(
        `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, language)
         VALUES ($1, $2, $3, $2, 0, $4, $5) RETURNING *`,
        [ctx.merchant.code, username, passwordHash, ctx.merchant.currency, row.language],
      );
      member = rows[0]!;
    }
    if (!(await bindIdentity(tx, ctx.merchant.code, input.provider, row.subject, member.id)))
      throw new ApiError(
        'OPERATION_NOT_ALLOWED',
        'this social account is already bound; binding is irreversible',
      );
    return member;
  });
  return { ...(await logIn(ctx, bound, input.provider)), created: input.mode === 'new' };
};

export const socialHandlers: Record<string, CallHandler> = {
  socialLoginStart,
  socialLoginComplete,
  socialBind,
};
