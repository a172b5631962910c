// Settles contracts by the emulator clock (§4, §9): every whole period a contract in force has finished
// since it last settled becomes one settlement row; salaries are paid at once (upline MAIN → downline
// MAIN), dividends become DUE until the upline pays; anything DUE past its deadline (the end of the
// next period) freezes the upline and is forced from what its wallet holds. Each period is settled
// once (contracts.settled_to and UNIQUE (contract, period_start)), so the clock may go back and forth.
import type { Db } from '../db/database.js';
import { balanceCents, post, type MovementKind, type Queryable } from '../money/ledger.js';
import { CONTRACT_TYPES, periodKindOf, settle, type ContractType } from './engine.js';
import { teamFigures } from './figures.js';
import { unfreezeIfSettled } from './frozen.js';
import { endedPeriods, lastBoundary, periodAt } from './periods.js';
import { CONTRACT_SELECT, termsOf, zoneOffset, type ContractRow } from './store.js';

export interface SettleReport {
  /** Settlement rows written. */
  settled: number;
  /** Cents paid to downlines (at once, and forced). */
  paidCents: number;
  /** Settlements the platform paid in full after their deadline. */
  forced: number;
  /** Accounts frozen by this run. */
  frozen: string[];
}

const emptyReport = (): SettleReport => ({ settled: 0, paidCents: 0, forced: 0, frozen: [] });
const ts = (ms: number) => new Date(ms).toISOString();

const kindOf = (type: ContractType): MovementKind => (type === 'dividend' ? 'dividend' : 'salary');
const LABEL: Record<ContractType, string> = {
  dividend: 'dividend',
  daily: 'daily salary',
  hourly: 'hourly salary',
  realtime: 'real-time salary',
};

interface Payee {
  settlementId: string;
  type: ContractType;
  uplineId: number;
  downlineId: number;
  uplineAccount: string;
  downlineAccount: string;
  periodStart: number;
}

/** Moves up to `cents` from the upline's MAIN to the downline's MAIN (never more than it holds); the cents moved. */
async function payFromWallet(tx: Queryable, p: Payee, cents: bigint, now: number, all = false) {
  const held = await balanceCents(tx, p.uplineId);
  const pay = all ? cents : held < cents ? held : cents;
  if (pay <= 0n) return { paid: 0n, movementId: null };
  const movementId = await post(tx, {
    memberId: p.downlineId,
    kind: kindOf(p.type),
    reference: `S${p.settlementId}`,
    note: `${LABEL[p.type]} ${p.uplineAccount} → ${p.downlineAccount}, period from ${ts(p.periodStart)}`,
    at: now,
    legs: [
      { account: { memberId: p.uplineId, wallet: 'MAIN' }, cents: -pay },
      { account: { memberId: p.downlineId, wallet: 'MAIN' }, cents: pay },
    ],
  });
  return { paid: pay, movementId };
}

/** Pays a settlement's whole remainder now (the upline's `pay`); INSUFFICIENT_BALANCE when it cannot. */
export async function payInFull(tx: Queryable, p: Payee, cents: bigint, now: number) {
  return payFromWallet(tx, p, cents, now, true);
}

/** Every period of one contract that ended since it last settled. */
async function settleContract(
  tx: Queryable,
  c: ContractRow,
  now: number,
  offset: number,
  report: SettleReport,
) {
  const terms = termsOf(c);
  const kind = periodKindOf(terms);
  const from = c.settled_to
    ? new Date(c.settled_to).getTime()
    : periodAt(kind, new Date(c.activated_at ?? c.created_at).getTime(), offset).start;
  const spans = endedPeriods(kind, from, now, offset);
  if (spans.length === 0) return;
  const figures = await teamFigures(tx, c.downline_id, spans, c.type);
  for (const [i, span] of spans.entries()) {
    const result = settle(terms, figures[i]!);
    // A real-time period without a single bet is not worth a row (288 of them a day).
    if (c.type === 'realtime' && result.volumeCents === 0) continue;
    const salary = c.type !== 'dividend';
    const amount = BigInt(result.amountCents);
    const status = amount === 0n ? 'NOTHING' : 'DUE';
    // A dividend may be paid until the next period ends; a salary is due the moment its period is settled.
    const dueBy = amount === 0n ? null : salary ? span.end : periodAt(kind, span.end, offset).end;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO contract_settlements (merchant, contract_id, upline_id, downline_id, period_start, period_end,
         volume_cents, effective_bet_cents, profit_loss_cents, active_players, amount_cents, status, due_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id::text AS id`,
      [
        c.merchant,
        c.id,
        c.upline_id,
        c.downline_id,
        ts(span.start),
        ts(span.end),
        result.volumeCents,
        result.effectiveBetCents,
        result.profitLossCents,
        result.activePlayers,
        amount.toString(),
        status,
        dueBy === null ? null : ts(dueBy),
        ts(now),
      ],
    );
    const id = inserted.rows[0]?.id;
    if (!id) continue;
    report.settled += 1;
    if (!salary || amount === 0n) continue;
    const { paid, movementId } = await payFromWallet(
      tx,
      {
        settlementId: id,
        type: c.type,
        uplineId: c.upline_id,
        downlineId: c.downline_id,
        uplineAccount: c.upline_account,
        downlineAccount: c.downline_account,
        periodStart: span.start,
      },
      amount,
      now,
    );
    report.paidCents += Number(paid);
    // Paid in full: PAID. Short: what the wallet held went, the rest stays DUE (already overdue, so forced below).
    await tx.query(
      `UPDATE contract_settlements SET paid_cents = $2, movement_id = $3,
              status = CASE WHEN $2::bigint = amount_cents THEN 'PAID' ELSE 'DUE' END,
              paid_at = CASE WHEN $2::bigint = amount_cents THEN $4::timestamptz END
        WHERE id = $1`,
      [id, paid.toString(), movementId, ts(now)],
    );
  }
  await tx.query('UPDATE contracts SET settled_to = $2 WHERE id = $1', [
    c.id,
    ts(spans.at(-1)!.end),
  ]);
}

/** Overdue settlements: freeze the upline, pay what its wallet holds, FORCED once nothing is left owing. */
async function forceOverdue(tx: Queryable, merchant: string, now: number, report: SettleReport) {
  const { rows } = await tx.query<{
    id: string;
    type: ContractType;
    upline_id: number;
    downline_id: number;
    upline_account: string;
    downline_account: string;
    period_start: Date;
    owed: string;
  }>(
    `SELECT s.id::text AS id, c.type, s.upline_id, s.downline_id, u.account AS upline_account,
            d.account AS downline_account, s.period_start, (s.amount_cents - s.paid_cents)::text AS owed
       FROM contract_settlements s
       JOIN contracts c ON c.id = s.contract_id
       JOIN members u ON u.id = s.upline_id
       JOIN members d ON d.id = s.downline_id
      WHERE s.merchant = $1 AND s.status = 'DUE' AND s.due_by <= $2
      ORDER BY s.due_by, s.id
      FOR UPDATE OF s`,
    [merchant, ts(now)],
  );
  const uplines = new Set<number>();
  for (const s of rows) {
    uplines.add(s.upline_id);
    const frozen = await tx.query(
      `INSERT INTO member_freezes (member_id, merchant, frozen_at, reason)
       VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
      [s.upline_id, merchant, ts(now), `settlement S${s.id} unpaid after its deadline`],
    );
    if (frozen.rows.length) report.frozen.push(`${s.upline_account}@${merchant}`);
    const { paid, movementId } = await payFromWallet(
      tx,
      {
        settlementId: s.id,
        type: s.type,
        uplineId: s.upline_id,
        downlineId: s.downline_id,
        uplineAccount: s.upline_account,
        downlineAccount: s.downline_account,
        periodStart: new Date(s.period_start).getTime(),
      },
      BigInt(s.owed),
      now,
    );
    if (paid === 0n) continue;
    report.paidCents += Number(paid);
    const full = paid === BigInt(s.owed);
    if (full) report.forced += 1;
    await tx.query(
      `UPDATE contract_settlements SET paid_cents = paid_cents + $2, movement_id = $3,
              status = CASE WHEN $4 THEN 'FORCED' ELSE status END,
              paid_at = CASE WHEN $4 THEN $5::timestamptz ELSE paid_at END
        WHERE id = $1`,
      [s.id, paid.toString(), movementId, full, ts(now)],
    );
  }
  for (const upline of uplines) await unfreezeIfSettled(tx, upline, now);
}

/** Settles one merchant up to `now` inside the caller's transaction. */
export async function settleMerchant(
  tx: Queryable,
  merchant: string,
  now: number,
): Promise<SettleReport> {
  const report = emptyReport();
  // The watermark rows are the merchant's settlement lock: two runs of one merchant take turns.
  await tx.query(
    `INSERT INTO contract_watermarks (merchant, type, settled_to)
     SELECT $1, t, to_timestamp(0) FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING`,
    [merchant, [...CONTRACT_TYPES]],
  );
  await tx.query('SELECT 1 FROM contract_watermarks WHERE merchant = $1 FOR UPDATE', [merchant]);
  const offset = await zoneOffset(tx, merchant);
  const { rows } = await tx.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.merchant = $1 AND c.status IN ('ACTIVE', 'TERMINATE_REQUEST') ORDER BY c.id`,
    [merchant],
  );
  for (const c of rows) await settleContract(tx, c, now, offset, report);
  await forceOverdue(tx, merchant, now, report);
  await tx.query('UPDATE contract_watermarks SET settled_to = $2 WHERE merchant = $1', [
    merchant,
    ts(now),
  ]);
  return report;
}

/** Settles every merchant up to `now` (the clock's control routes), one transaction each. */
export async function settleUpTo(db: Db, now: number): Promise<SettleReport> {
  const total = emptyReport();
  const merchants = (await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code'))
    .rows;
  for (const { code } of merchants) {
    const r = await db.transaction((tx) => settleMerchant(tx, code, now));
    total.settled += r.settled;
    total.paidCents += r.paidCents;
    total.forced += r.forced;
    total.frozen.push(...r.frozen);
  }
  return total;
}

/**
 * The lazy run at the start of a contract call or a party's balance call: one read tells whether a
 * period boundary passed since the last run (or the clock went back, or something is overdue);
 * only then does the merchant settle.
 */
export async function settleIfDue(db: Db, merchant: string, now: number): Promise<void> {
  const { rows } = await db.query<{ type: ContractType; settled_to: Date; overdue: boolean }>(
    `SELECT w.type, w.settled_to, EXISTS (SELECT 1 FROM contract_settlements s
              WHERE s.merchant = $1 AND s.status = 'DUE' AND s.due_by <= $2) AS overdue
       FROM contract_watermarks w WHERE w.merchant = $1`,
    [merchant, ts(now)],
  );
  const offset = rows.length ? await zoneOffset(db, merchant) : 0;
  const due =
    rows.length < CONTRACT_TYPES.length ||
    rows.some((w) => {
      const mark = new Date(w.settled_to).getTime();
      const kind = periodKindOf({ type: w.type, periodType: 'D' });
      return w.overdue || mark > now || lastBoundary(kind, now, offset) > mark;
    });
  if (due) await db.transaction((tx) => settleMerchant(tx, merchant, now));
}
