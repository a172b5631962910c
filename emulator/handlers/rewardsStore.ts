// The reward table's reads and writes, shared by the calls (rewards.ts), the seed and the control API. A reward's
// status is derived from its columns and the emulator's clock (claimed, expired, claimable), never stored.
import { LANGUAGES, type LangCode } from '../../generated/languages.js';
import { post, type Queryable } from '../money/ledger.js';

export const REWARD_SOURCES = [
  'PROMOTION',
  'RAFFLE',
  'REBATE',
  'VIP_UPGRADE',
  'VIP_MONTHLY',
  'VIP_BIRTHDAY',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The title in each language the operator wrote it in (at least one). */
export type RewardTitle = Partial<Record<LangCode, string>>;

export interface RewardRow {
  id: string;
  member_id: number;
  source: RewardSource;
  title: RewardTitle;
  amount_cents: string;
  granted_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
  movement_id: string | null;
}

/** The columns of a RewardRow, from `rewards r`. */
export const REWARD_COLUMNS = `r.id::text AS id, r.member_id, r.source, r.title,
  r.amount_cents::text AS amount_cents, r.granted_at, r.expires_at, r.claimed_at, r.movement_id::text AS movement_id`;

/** The sources whose rewards are VIP bonuses. */
export const VIP_SOURCES: readonly RewardSource[] = ['VIP_UPGRADE', 'VIP_MONTHLY', 'VIP_BIRTHDAY'];

export interface NewReward {
  merchant: string;
  memberId: number;
  source: RewardSource;
  title: RewardTitle;
  cents: bigint;
  grantedAt: number;
  /** Undefined: never expires. */
  expiresAt?: number;
  /** Granted through the control API (its restore removes it again). */
  control?: boolean;
}

/** SQL of the status of reward `r` at the instant in parameter `now` (e.g. '$2'): the rule statusOf states. */
export const statusSql = (now: string) => `CASE WHEN r.claimed_at IS NOT NULL THEN 'CLAIMED'
  WHEN r.expires_at IS NOT NULL AND r.expires_at <= ${now}::timestamptz THEN 'EXPIRED' ELSE 'CLAIMABLE' END`;

/** The status of one row at `now` (ms), the same rule as statusSql. */
export function statusOf(row: Pick<RewardRow, 'claimed_at' | 'expires_at'>, now: number) {
  if (row.claimed_at) return 'CLAIMED' as const;
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return 'EXPIRED' as const;
  return 'CLAIMABLE' as const;
}

/** The title in `language`, else in the brand's language, else the first one written. */
export function titleIn(title: RewardTitle, language: string, fallback: string): string {
  const pick = (code: string) =>
    (LANGUAGES as readonly string[]).includes(code) ? title[code as LangCode] : undefined;
  return pick(language) ?? pick(fallback) ?? Object.values(title).find(Boolean) ?? '';
}

export async function insertReward(db: Queryable, r: NewReward): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO rewards (merchant, member_id, source, title, amount_cents, granted_at, expires_at, control_granted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      r.merchant,
      r.memberId,
      r.source,
      JSON.stringify(r.title),
      r.cents.toString(),
      new Date(r.grantedAt).toISOString(),
      r.expiresAt === undefined ? null : new Date(r.expiresAt).toISOString(),
      r.control ?? false,
    ],
  );
  return rows[0]!.id;
}

/**
 * Pays one reward (house 'bonus' → the member's MAIN, kind 'bonus', note = its title) and marks it claimed, in the
 * caller's transaction. The caller has locked the row and checked that it is claimable.
 */
export async function payReward(
  tx: Queryable,
  reward: Pick<RewardRow, 'id' | 'member_id' | 'amount_cents'>,
  note: string,
  at: number,
): Promise<void> {
  const cents = BigInt(reward.amount_cents);
  const movementId = await post(tx, {
    memberId: reward.member_id,
    kind: 'bonus',
    reference: `RW${reward.id}`,
    note,
    at,
    legs: [
      { account: { house: 'bonus' }, cents: -cents },
      { account: { memberId: reward.member_id, wallet: 'MAIN' }, cents },
    ],
  });
  await tx.query('UPDATE rewards SET claimed_at = $2, movement_id = $3 WHERE id = $1', [
    reward.id,
    new Date(at).toISOString(),
    movementId,
  ]);
}
