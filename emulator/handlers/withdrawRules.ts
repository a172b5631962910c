// The merchant's withdrawal rules and the turnover requirement (issue 12 point 6).
import type { CallContext, MemberRow, MerchantRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import type { Queryable } from '../money/ledger.js';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageTypeOf,
  readImageHeader,
  withinImageLimits,
} from '../../core/api/wire/imageHeader.js';

/** Trial users play with play money: every withdrawal call refuses them (§4). */
export function realMember(ctx: CallContext): MemberRow {
  const member = requireMember(ctx);
  if (member.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return member;
}

export const isoOf = (value: Date | number | string) => new Date(value).toISOString();

/** W + yymmdd (UTC) + a number no other withdrawal of any brand has. */
export async function nextWithdrawalId(db: Queryable, at: number): Promise<string> {
  const { rows } = await db.query<{ n: string }>("SELECT nextval('withdrawal_numbers')::text AS n");
  const day = new Date(at).toISOString().slice(2, 10).replaceAll('-', '');
  return `W${day}${rows[0]!.n.padStart(4, '0')}`;
}

/** True when the amount has at most 2 decimals (a float like 10.1 is 1010.0000000001 cents). */
export const hasTwoDecimals = (amount: number) =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export interface WithdrawRules {
  minCents: bigint;
  maxCents: bigint;
  /** Withdrawals a member may request per UTC day of the emulator clock. */
  dailyLimit: number;
  /** §4: an approved withdrawal left unconfirmed this long is treated as received. */
  autoReceiveMinutes: number;
  /** Each deposit and bonus must be wagered this many times in valid bets before a withdrawal. */
  turnoverMultiplier: number;
}

/** For a brand whose settings name no rules (one provisioned on the fly by npm start). */
export const DEFAULT_WITHDRAW_RULES: WithdrawRules = {
  minCents: 5_000n,
  maxCents: 5_000_000n,
  dailyLimit: 5,
  autoReceiveMinutes: 30,
  turnoverMultiplier: 1,
};

/** The shape kept in merchants.settings.withdraw (wire units: amounts with 2 decimals). */
export interface WithdrawSettingsJson {
  min: number;
  max: number;
  dailyLimit: number;
  autoReceiveMinutes: number;
  turnoverMultiplier: number;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The rules in the merchant's settings; any value missing or not a positive number falls back. */
export function withdrawRulesOf(merchant: Pick<MerchantRow, 'settings'>): WithdrawRules {
  const raw = (merchant.settings.withdraw ?? {}) as Partial<
    Record<keyof WithdrawSettingsJson, unknown>
  >;
  const d = DEFAULT_WITHDRAW_RULES;
  return {
    minCents: positive(raw.min) ? BigInt(Math.round(raw.min * 100)) : d.minCents,
    maxCents: positive(raw.max) ? BigInt(Math.round(raw.max * 100)) : d.maxCents,
    dailyLimit: positive(raw.dailyLimit) ? Math.floor(raw.dailyLimit) : d.dailyLimit,
    autoReceiveMinutes: positive(raw.autoReceiveMinutes)
      ? Math.floor(raw.autoReceiveMinutes)
      : d.autoReceiveMinutes,
    turnoverMultiplier: positive(raw.turnoverMultiplier)
      ? raw.turnoverMultiplier
      : d.turnoverMultiplier,
  };
}

export interface Turnover {
  requiredCents: bigint;
  wageredCents: bigint;
  remainingCents: bigint;
  /** When the member last asked for a withdrawal that was then approved; null when never. */
  since: Date | null;
}

/**
 * The turnover rule: every deposit and bonus credited since the member's last approved withdrawal
 * (counted from when it was requested: the rule was met then) must be wagered `multiplier` times in
 * valid bets of settled rounds placed since. Deposits and bonuses are read from the ledger (an
 * approved deposit is exactly a 'deposit' movement onto MAIN), bets from the vendors' reports.
 */
export async function turnoverOf(
  db: Queryable,
  memberId: number,
  multiplier: number,
): Promise<Turnover> {
  const last = await db.query<{ since: Date | null }>(
    "SELECT max(created_at) AS since FROM withdrawals WHERE member_id = $1 AND status = 'APPROVED'",
    [memberId],
  );
  const since = last.rows[0]?.since ?? null;
  // A plain lower bound (not "IS NULL OR"), so both sums are index range scans: the demo member
  // has 100,000 bets.
  const from = since ? new Date(since).toISOString() : '-infinity';
  const { rows } = await db.query<{ credited: string; wagered: string }>(
    `SELECT
       (SELECT COALESCE(SUM(p.cents), 0) FROM movements m JOIN postings p ON p.movement_id = m.id
         WHERE m.member_id = $1 AND m.kind IN ('deposit', 'bonus') AND m.created_at > $2
           AND p.member_id = $1 AND p.wallet = 'MAIN' AND p.cents > 0)::text AS credited,
       (SELECT COALESCE(SUM(valid_bet_cents), 0) FROM bets
         WHERE member_id = $1 AND status = 'SETTLED' AND placed_at > $2)::text AS wagered`,
    [memberId, from],
  );
  const row = rows[0]!;
  // The multiplier may be fractional (1.5x); cents stay integers, rounded up against the member.
  const requiredCents = BigInt(Math.ceil(Number(row.credited) * multiplier));
  const wageredCents = BigInt(row.wagered);
  const rest = requiredCents - wageredCents;
  return {
    requiredCents,
    wageredCents,
    remainingCents: rest > 0n ? rest : 0n,
    since: since ? new Date(since) : null,
  };
}

/** A proof image may be at most this big once decoded (§9: images png or jpg, max 5 MB). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]+={0,2})$/;

/** What the bytes are, whatever the name or the declared type says. */
export function imageKindOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const type = imageTypeOf(bytes);
  return type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpeg' : null;
}

/**
 * Why an image's header is refused (issue 29, Uploads), or null: the size it states must be
 * readable and within the limits the browser checks too, so a small file that would take
 * gigabytes to decode is turned away without decoding it.
 */
export function imageSizeProblem(bytes: Uint8Array): string | null {
  const header = readImageHeader(bytes);
  if (!header) return 'states no readable size';
  if (withinImageLimits(header)) return null;
  return `is ${header.width}×${header.height} pixels, more than ${IMAGE_MAX_SIDE} a side or ${IMAGE_MAX_PIXELS} in all`;
}

/**
 * Why a proof image is refused, or null when it is a png or jpeg data URL of at most 5 MB whose
 * bytes are what it declares, of a size within the limits. The bytes decide: a GIF renamed to
 * .png declares image/png and fails.
 */
export function proofImageProblem(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return '/proofImage must be a base64 data URL of image/png or image/jpeg';
  const base64 = match[2]!;
  // The decoded size from the text's length, before decoding anything too big.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > PROOF_MAX_BYTES)
    return `/proofImage must be at most ${PROOF_MAX_BYTES} bytes`;
  const bytes = Buffer.from(base64, 'base64');
  const kind = imageKindOf(bytes);
  if (!kind) return '/proofImage content is not a png or jpeg image';
  const declared = match[1] === 'image/png' ? 'png' : 'jpeg';
  if (kind !== declared) return `/proofImage declares ${match[1]} but its content is ${kind}`;
  const size = imageSizeProblem(bytes);
  return size ? `/proofImage ${size}` : null;
}
