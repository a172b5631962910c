// Contract rows as the database keeps them and as the wire shows them (schemas/api/*Contract.response.json).
import type { Queryable } from '../money/ledger.js';
import { ApiError } from '../http/envelope.js';
import type { ContractType, PeriodType, Terms, Tier } from './engine.js';

export type ContractStatus = 'NEW' | 'ACTIVE' | 'REJECTED' | 'TERMINATE_REQUEST' | 'TERMINATED';
export type SettlementStatus = 'PAID' | 'DUE' | 'FORCED' | 'NOTHING';

/** A contract row joined with its parties' accounts. */
export interface ContractRow {
  id: string;
  merchant: string;
  type: ContractType;
  upline_id: number;
  downline_id: number;
  upline_account: string;
  downline_account: string;
  status: ContractStatus;
  ended_by: 'AGREEMENT' | 'LOWER_UPLINE_RATE' | null;
  requested_by: number | null;
  requested_by_account: string | null;
  period_type: PeriodType;
  betting_unit: string | null;
  tiers: Tier[];
  rate: string;
  created_at: Date;
  updated_at: Date;
  activated_at: Date | null;
  settled_to: Date | null;
}

export const CONTRACT_SELECT = `
  SELECT c.*, c.id::text AS id, c.rate::text AS rate, c.betting_unit::text AS betting_unit,
         u.account AS upline_account, d.account AS downline_account, r.account AS requested_by_account
    FROM contracts c
    JOIN members u ON u.id = c.upline_id
    JOIN members d ON d.id = c.downline_id
    LEFT JOIN members r ON r.id = c.requested_by`;

/** Contracts still in force: settled every period, and compared by the lower-rate rule. */
export const IN_FORCE: ContractStatus[] = ['ACTIVE', 'TERMINATE_REQUEST'];

export const termsOf = (c: ContractRow): Terms => ({
  type: c.type,
  periodType: c.period_type,
  bettingUnit: Number(c.betting_unit ?? 0),
  tiers: c.tiers,
});

const iso = (d: Date | string) => new Date(d).toISOString();

export function contractWire(c: ContractRow) {
  return {
    contractId: `C${c.id}`,
    uplineAccount: c.upline_account,
    downlineAccount: c.downline_account,
    status: c.status,
    ...(c.ended_by ? { endedBy: c.ended_by } : {}),
    ...(c.requested_by_account ? { requestedBy: c.requested_by_account } : {}),
    periodType: c.period_type,
    ...(c.betting_unit !== null ? { bettingUnit: Number(c.betting_unit) } : {}),
    rate: Number(c.rate),
    createdAt: iso(c.created_at),
    updatedAt: iso(c.updated_at),
    tiers: c.tiers,
  };
}

export interface SettlementRow {
  id: string;
  contract_id: string;
  upline_id: number;
  downline_id: number;
  period_start: Date;
  period_end: Date;
  volume_cents: string;
  effective_bet_cents: string;
  profit_loss_cents: string;
  active_players: number;
  amount_cents: string;
  paid_cents: string;
  status: SettlementStatus;
  due_by: Date | null;
  paid_at: Date | null;
  movement_id: string | null;
}

export const SETTLEMENT_SELECT = `SELECT s.*, s.id::text AS id, s.contract_id::text AS contract_id,
  s.volume_cents::text, s.effective_bet_cents::text, s.profit_loss_cents::text, s.amount_cents::text,
  s.paid_cents::text, s.movement_id::text AS movement_id FROM contract_settlements s`;

const money = (cents: string) => Number(cents) / 100;

export function settlementWire(s: SettlementRow) {
  return {
    settlementId: `S${s.id}`,
    contractId: `C${s.contract_id}`,
    periodStart: iso(s.period_start),
    periodEnd: iso(s.period_end),
    volume: money(s.volume_cents),
    effectiveBet: money(s.effective_bet_cents),
    profitLoss: money(s.profit_loss_cents),
    activePlayers: s.active_players,
    amount: money(s.amount_cents),
    paidAmount: money(s.paid_cents),
    status: s.status,
    ...(s.paid_at ? { paidAt: iso(s.paid_at) } : {}),
    ...(s.due_by && s.status === 'DUE' ? { dueBy: iso(s.due_by) } : {}),
  };
}

/** The numeric id of a wire id ("C12" → "12"), or NOT_FOUND. */
export function idOf(prefix: 'C' | 'S', wire: unknown): string {
  const match = typeof wire === 'string' ? new RegExp(`^${prefix}(\\d{1,15})$`).exec(wire) : null;
  if (!match)
    throw new ApiError(
      'NOT_FOUND',
      `no ${prefix === 'C' ? 'contract' : 'settlement'} ${String(wire)}`,
    );
  return match[1]!;
}

/** One contract of the merchant, optionally locked for the caller's transaction. */
export async function contractById(
  db: Queryable,
  merchant: string,
  id: string,
  lock = false,
): Promise<ContractRow> {
  if (lock) await db.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', [id]);
  const row = (
    await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1 AND c.merchant = $2`, [
      id,
      merchant,
    ])
  ).rows[0];
  if (!row) throw new ApiError('NOT_FOUND', `no contract C${id}`);
  return row;
}

/** The merchant's time zone as a fixed UTC offset (the one the missions use); UTC when it has none. */
export async function zoneOffset(db: Queryable, merchant: string): Promise<number> {
  const row = (
    await db.query<{ utc_offset_minutes: number }>(
      'SELECT utc_offset_minutes FROM mission_settings WHERE merchant = $1',
      [merchant],
    )
  ).rows[0];
  return row?.utc_offset_minutes ?? 0;
}
