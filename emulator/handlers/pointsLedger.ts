// The points ledger (migration 015): points of a type are the sum of its postings; every change is one entry
// written under the member's row lock with the balance after it. Bets and deposits earn lazily: the first points
// call of a day turns every settled day of bets before today (UTC) and every approved deposit not yet counted into
// EARN entries, so the seeded history and later deposits earn without a job.
import type { MerchantRow } from '../context.js';
import type { Queryable } from '../money/ledger.js';
import {
  POINT_TYPE_OF_GAME,
  POINT_TYPES,
  pointSettingsOf,
  pointsFor,
  SPEND_ORDER,
  type PointType,
} from './pointsConfig.js';

export type PointsByType = Record<PointType, number>;

const emptyByType = (): PointsByType =>
  Object.fromEntries(POINT_TYPES.map((t) => [t, 0])) as PointsByType;

/** The member's points of each type (the sums of its postings). */
export async function pointsByType(db: Queryable, memberId: number): Promise<PointsByType> {
  const { rows } = await db.query<{ type: PointType; points: string }>(
    'SELECT type, SUM(points)::text AS points FROM point_postings WHERE member_id = $1 GROUP BY type',
    [memberId],
  );
  const byType = emptyByType();
  for (const row of rows) byType[row.type] = Number(row.points);
  return byType;
}

export const totalOf = (byType: PointsByType) =>
  Object.values(byType).reduce((sum, points) => sum + points, 0);

/** Locks the member row: every points write holds it, so balances and balance_after never race. */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export interface EntryInput {
  merchant: string;
  memberId: number;
  kind: 'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND';
  reference: string;
  note: string;
  /** Points per type; zero parts are left out. */
  parts: Partial<Record<PointType, number>>;
  at: number;
}

/**
 * Writes one entry and its postings; the caller holds the member's lock. `balance` is the member's total before
 * it. Returns the entry id and the total after, or null when an EARN of the same reference exists already.
 */
export async function writeEntry(
  tx: Queryable,
  entry: EntryInput,
  balance: number,
): Promise<{ id: number; balanceAfter: number } | null> {
  const parts = Object.entries(entry.parts).filter(([, points]) => points !== 0) as [
    PointType,
    number,
  ][];
  const points = parts.reduce((sum, [, p]) => sum + p, 0);
  const balanceAfter = balance + points;
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO point_entries (merchant, member_id, kind, reference, note, points, balance_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8::double precision / 1000))
     ON CONFLICT (member_id, reference) WHERE kind = 'EARN' DO NOTHING RETURNING id::text AS id`,
    [
      entry.merchant,
      entry.memberId,
      entry.kind,
      entry.reference,
      entry.note,
      points,
      balanceAfter,
      entry.at,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  if (parts.length > 0) {
    const params: unknown[] = [];
    const tuples = parts.map(([type, p]) => {
      params.push(id, entry.memberId, type, p);
      const n = params.length;
      return `($${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await tx.query(
      `INSERT INTO point_postings (entry_id, member_id, type, points) VALUES ${tuples.join(',')}`,
      params,
    );
  }
  return { id: Number(id), balanceAfter };
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Turns the member's settled days of bets before today and approved deposits not counted yet into EARN entries,
 * oldest first, at the merchant's rates. Call it inside a transaction; it takes the member's lock.
 */
export async function accruePoints(
  tx: Queryable,
  merchant: Pick<MerchantRow, 'code' | 'settings' | 'currency'>,
  memberId: number,
  now: number,
): Promise<void> {
  await lockMember(tx, memberId);
  const { earnRates } = pointSettingsOf(merchant);
  const today = dayOf(now);
  const through = (
    await tx.query<{ day: string }>(
      'SELECT bets_through::text AS day FROM point_accruals WHERE member_id = $1',
      [memberId],
    )
  ).rows[0]?.day;
  const bets = await tx.query<{ day: string; game_type: string; valid: string }>(
    `SELECT day::text AS day, game_type, SUM(valid_bet_cents)::text AS valid FROM bet_days
      WHERE member_id = $1 AND status = 'SETTLED' AND day < $2::date
        AND ($3::date IS NULL OR day > $3::date)
      GROUP BY day, game_type ORDER BY day`,
    [memberId, today, through ?? null],
  );
  const deposits = await tx.query<{ id: string; cents: string; settled_at: Date }>(
    `SELECT d.id, d.amount_cents::text AS cents, d.settled_at FROM deposits d
      WHERE d.member_id = $1 AND d.status = 'APPROVED' AND d.settled_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM point_entries e
                         WHERE e.member_id = d.member_id AND e.kind = 'EARN' AND e.reference = d.id)
      ORDER BY d.settled_at, d.id`,
    [memberId],
  );

  interface Earning {
    reference: string;
    note: string;
    at: number;
    parts: Partial<Record<PointType, number>>;
  }
  const byDay = new Map<string, Partial<Record<PointType, number>>>();
  for (const row of bets.rows) {
    const type = POINT_TYPE_OF_GAME[row.game_type];
    if (!type) continue;
    const parts = byDay.get(row.day) ?? {};
    // Each game type's valid bets earn at their points type's rate; fractions of a point are dropped per row.
    parts[type] = (parts[type] ?? 0) + pointsFor(BigInt(row.valid), earnRates[type] ?? 0);
    byDay.set(row.day, parts);
  }
  const earnings: Earning[] = [
    // A day's bets are settled at the start of the next day (UTC).
    ...[...byDay].map(([day, parts]) => ({
      reference: `BETS:${day}`,
      note: `valid bets of ${day}`,
      at: Date.parse(`${day}T00:00:00Z`) + DAY_MS,
      parts,
    })),
    ...deposits.rows.map((d) => ({
      reference: d.id,
      note: `deposit ${d.id}`,
      at: new Date(d.settled_at).getTime(),
      parts: { deposit: pointsFor(BigInt(d.cents), earnRates.deposit ?? 0) },
    })),
  ].sort((a, b) => a.at - b.at);

  let balance = totalOf(await pointsByType(tx, memberId));
  for (const earning of earnings) {
    if (Object.values(earning.parts).every((p) => p === 0)) continue;
    const written = await writeEntry(
      tx,
      { merchant: merchant.code, memberId, kind: 'EARN', ...earning },
      balance,
    );
    if (written) balance = written.balanceAfter;
  }
  const lastDay = bets.rows.at(-1)?.day;
  if (lastDay)
    await tx.query(
      `INSERT INTO point_accruals (member_id, bets_through) VALUES ($1, $2::date)
       ON CONFLICT (member_id) DO UPDATE SET bets_through = GREATEST(point_accruals.bets_through, EXCLUDED.bets_through)`,
      [memberId, lastDay],
    );
}

/** How `points` are taken from the member's types (SPEND_ORDER), or null when there are not enough. */
export function spendParts(byType: PointsByType, points: number): Partial<PointsByType> | null {
  if (totalOf(byType) < points) return null;
  const parts: Partial<PointsByType> = {};
  let left = points;
  for (const type of SPEND_ORDER) {
    if (left === 0) break;
    const take = Math.min(left, byType[type]);
    if (take > 0) {
      parts[type] = -take;
      left -= take;
    }
  }
  return parts;
}
