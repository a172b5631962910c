// A promotion as the promotion calls read it, and the §4 activity status it has for one member (or a visitor).
import type { LangCode } from '../../generated/languages.js';
import type { Queryable } from '../money/ledger.js';
import { fromCents } from '../money/ledger.js';
import type { EntryStatus, PromotionKind } from '../seed/promotions.js';

/** The §4 activity statuses on the wire; JOIN is "join or apply now" (the kind tells which). */
export type ActivityStatus =
  | 'JOIN'
  | 'CLAIM'
  | 'APPLYING'
  | 'CLOSED'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'IN_PROCESS'
  | 'JOINED'
  | 'COMING_SOON';

export interface PromotionRow {
  id: string;
  merchant: string;
  category: string;
  tags: string[];
  kind: PromotionKind;
  title: Record<string, string>;
  content: Record<string, string>;
  image_url: string;
  starts_at: Date;
  ends_at: Date;
  bonus_cents: string;
  draws: number;
  /** RED_ENVELOPE: one entry whose `cents` is the most an envelope holds and `minCents` the least. */
  prizes: { name: string; cents: number; weight: number; minCents?: number }[];
  sequence: number;
}

export interface EntryRow {
  id: string;
  promotion_id: string;
  member_id: number;
  status: EntryStatus;
  remark: string | null;
  amount_cents: string;
  draws_left: number;
  created_at: Date;
  updated_at: Date;
}

/** A text in the asked language, else the first the operator wrote. */
export function localText(texts: Record<string, string>, lang: string): string {
  return texts[lang] ?? texts.EN ?? Object.values(texts)[0] ?? '';
}

/**
 * The member's status of a promotion at `now`: an entry speaks for itself; otherwise a promotion
 * that has not started is coming soon, one that has ended is closed, and an open one invites:
 * claim for CLAIM and RAFFLE promotions, join (or apply now) for the others.
 */
export function activityStatus(
  promo: Pick<PromotionRow, 'kind' | 'starts_at' | 'ends_at'>,
  entry: Pick<EntryRow, 'status'> | undefined,
  now: number,
): ActivityStatus {
  if (now < new Date(promo.starts_at).getTime()) return 'COMING_SOON';
  if (entry) return entry.status;
  if (now >= new Date(promo.ends_at).getTime()) return 'CLOSED';
  return promo.kind === 'CLAIM' || isDrawKind(promo.kind) ? 'CLAIM' : 'JOIN';
}

/** The kinds taken part in by draws (claimRafflePromotion): raffles and red envelopes. */
export function isDrawKind(kind: string): boolean {
  return kind === 'RAFFLE' || kind === 'RED_ENVELOPE';
}

/** Whether the promotion runs at `now` (started and not ended). */
export function isOpen(promo: Pick<PromotionRow, 'starts_at' | 'ends_at'>, now: number): boolean {
  return now >= new Date(promo.starts_at).getTime() && now < new Date(promo.ends_at).getTime();
}

/** The promotion of this merchant with this id (hidden seeded ones included: their entries still count). */
export async function promotionById(
  db: Queryable,
  merchant: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PromotionRow | undefined> {
  return (
    await db.query<PromotionRow>(
      `SELECT * FROM promotions WHERE merchant = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchant, id],
    )
  ).rows[0];
}

/** The member's entry in the promotion, locked for the caller's transaction when asked. */
export async function entryOf(
  db: Queryable,
  memberId: number,
  promotionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EntryRow | undefined> {
  return (
    await db.query<EntryRow>(
      `SELECT * FROM promotion_entries WHERE member_id = $1 AND promotion_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [memberId, promotionId],
    )
  ).rows[0];
}

/** One promotion on the wire, for a member (with their entry) or a visitor. */
export function promotionView(
  p: PromotionRow,
  entry: EntryRow | undefined,
  lang: LangCode | string,
  now: number,
) {
  return {
    promotionId: p.id,
    title: localText(p.title, lang),
    category: p.category,
    tags: p.tags,
    kind: p.kind,
    imageUrl: p.image_url,
    content: localText(p.content, lang),
    status: activityStatus(p, entry, now),
    startAt: new Date(p.starts_at).toISOString(),
    endAt: new Date(p.ends_at).toISOString(),
    bonus: fromCents(BigInt(p.bonus_cents)),
    ...(isDrawKind(p.kind) ? { remainingDraws: entry ? entry.draws_left : p.draws } : {}),
  };
}
