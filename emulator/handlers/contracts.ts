// The four contract calls (§7 Agent contracts; issue 14 point 4): one handler per type over the same
// actions (schemas/api/<name>.request.json). The state machine is emulator/contracts/actions.ts, the
// settlement engine and runner emulator/contracts/engine.ts and runner.ts; every call first settles
// whatever the clock has finished (a cheap check when nothing is due).
import type { CallContext, CallHandler, MemberRow } from '../context.js';
import { AGENT_TYPES, requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { once } from '../money/ledger.js';
import type { ContractType, PeriodType, Tier } from '../contracts/engine.js';
import {
  acceptContract,
  checkProposal,
  createContract,
  lowerRateVictims,
  partyContract,
  rejectContract,
  terminateContract,
} from '../contracts/actions.js';
import { payInFull, settleIfDue } from '../contracts/runner.js';
import { unfreezeIfSettled } from '../contracts/frozen.js';
import {
  CONTRACT_SELECT,
  SETTLEMENT_SELECT,
  contractWire,
  idOf,
  settlementWire,
  type ContractRow,
  type SettlementRow,
} from '../contracts/store.js';

interface ContractInput {
  action:
    | 'list'
    | 'requests'
    | 'preview'
    | 'create'
    | 'accept'
    | 'reject'
    | 'terminate'
    | 'history'
    | 'pay';
  role?: 'upline' | 'downline';
  contractId?: string;
  settlementId?: string;
  downlineAccount?: string;
  periodType?: PeriodType;
  bettingUnit?: number;
  tiers?: Tier[];
  pageNo?: number;
  pageSize?: number;
}

/** §6: agents sign contracts; anyone else is refused. */
function agentOf(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (!AGENT_TYPES.includes(m.type))
    throw new ApiError('OPERATION_NOT_ALLOWED', 'only agents have contracts');
  return m;
}

const paging = (input: ContractInput) => {
  const pageSize = input.pageSize ?? 20;
  return { limit: pageSize, offset: ((input.pageNo ?? 1) - 1) * pageSize };
};

const answer = (r: { contract: ContractRow; affected: ContractRow[] }) => ({
  contract: contractWire(r.contract),
  affected: r.affected.map(contractWire),
});

function proposalOf(input: ContractInput) {
  if (!input.downlineAccount)
    throw new ApiError('VALIDATION_FAILED', '/downlineAccount is required');
  if (!input.tiers) throw new ApiError('VALIDATION_FAILED', '/tiers is required');
  return {
    downlineAccount: input.downlineAccount,
    tiers: input.tiers,
    ...(input.periodType ? { periodType: input.periodType } : {}),
    ...(input.bettingUnit !== undefined ? { bettingUnit: input.bettingUnit } : {}),
  };
}

/** Contracts of the caller: where it is the upline (default) or the downline, newest first. */
async function list(ctx: CallContext, me: MemberRow, type: ContractType, input: ContractInput) {
  const side = input.role === 'downline' ? 'c.downline_id' : 'c.upline_id';
  const other = input.role === 'downline' ? 'u' : 'd';
  const where = `WHERE ${side} = $1 AND c.type = $2 AND ($3::text IS NULL OR lower(${other}.account) = lower($3))`;
  const params = [me.id, type, input.downlineAccount ?? null];
  const { limit, offset } = paging(input);
  const [page, count] = await Promise.all([
    ctx.db.query<ContractRow>(
      `${CONTRACT_SELECT} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contracts c JOIN members u ON u.id = c.upline_id
         JOIN members d ON d.id = c.downline_id ${where}`,
      params,
    ),
  ]);
  return { contracts: page.rows.map(contractWire), total: count.rows[0]!.n };
}

/** Proposals and termination requests waiting for the caller's answer. */
async function requests(ctx: CallContext, me: MemberRow, type: ContractType, input: ContractInput) {
  const where = `WHERE (c.upline_id = $1 OR c.downline_id = $1) AND c.type = $2
    AND c.status IN ('NEW', 'TERMINATE_REQUEST') AND c.requested_by IS DISTINCT FROM $1`;
  const { limit, offset } = paging(input);
  const [page, count] = await Promise.all([
    ctx.db.query<ContractRow>(
      `${CONTRACT_SELECT} ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
      [me.id, type, limit, offset],
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contracts c ${where}`, [
      me.id,
      type,
    ]),
  ]);
  return { contracts: page.rows.map(contractWire), total: count.rows[0]!.n };
}

/** What a create (downlineAccount + tiers) or an accept (contractId) would end under the lower-rate rule. */
async function preview(ctx: CallContext, me: MemberRow, type: ContractType, input: ContractInput) {
  if (input.contractId) {
    const c = await partyContract(ctx.db, me, type, idOf('C', input.contractId));
    if (c.status !== 'NEW' || c.downline_id !== me.id)
      throw new ApiError(
        'CONTRACT_WRONG_STATE',
        `contract C${c.id} is not a proposal waiting for you`,
      );
    return {
      affected: (await lowerRateVictims(ctx.db, me.id, type, Number(c.rate))).map(contractWire),
    };
  }
  const checked = await checkProposal(ctx.db, me, type, proposalOf(input));
  return {
    affected: (await lowerRateVictims(ctx.db, checked.downline.id, type, checked.rate)).map(
      contractWire,
    ),
  };
}

/** The settlements of one contract the caller is a party of, newest first, with what was paid and is due. */
async function history(ctx: CallContext, me: MemberRow, type: ContractType, input: ContractInput) {
  const c = await partyContract(ctx.db, me, type, idOf('C', input.contractId));
  const { limit, offset } = paging(input);
  const [page, sums] = await Promise.all([
    ctx.db.query<SettlementRow>(
      `${SETTLEMENT_SELECT} WHERE s.contract_id = $1 ORDER BY s.period_start DESC LIMIT $2 OFFSET $3`,
      [c.id, limit, offset],
    ),
    ctx.db.query<{ n: number; paid: string; due: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(paid_cents), 0)::text AS paid,
              COALESCE(sum(amount_cents - paid_cents) FILTER (WHERE status = 'DUE'), 0)::text AS due
         FROM contract_settlements WHERE contract_id = $1`,
      [c.id],
    ),
  ]);
  const s = sums.rows[0]!;
  return {
    settlements: page.rows.map(settlementWire),
    total: s.n,
    totals: { paid: Number(s.paid) / 100, due: Number(s.due) / 100 },
  };
}

/**
 * pay: the upline pays what a DUE settlement still owes, once per Idempotency-Key; the settlement row
 * is locked, so a second tab with another key finds it paid and is refused (CONTRACT_ALREADY_PAID).
 */
function pay(ctx: CallContext, me: MemberRow, type: ContractType, input: ContractInput) {
  const id = idOf('S', input.settlementId);
  return once(ctx, 'contractPay', async (tx) => {
    const s = (
      await tx.query<SettlementRow>(
        `${SETTLEMENT_SELECT} WHERE s.id = $1 AND s.merchant = $2 FOR UPDATE`,
        [id, ctx.merchant.code],
      )
    ).rows[0];
    if (!s) throw new ApiError('NOT_FOUND', `no settlement S${id}`);
    const c = await partyContract(tx, me, type, s.contract_id);
    if (c.upline_id !== me.id)
      throw new ApiError('CONTRACT_NOT_PARTY', 'only the upline pays a settlement');
    if (s.status === 'PAID' || s.status === 'FORCED')
      throw new ApiError('CONTRACT_ALREADY_PAID', `settlement S${id} is paid already`);
    if (s.status !== 'DUE')
      throw new ApiError('CONTRACT_WRONG_STATE', `settlement S${id} owes nothing`);
    const now = ctx.now();
    const owed = BigInt(s.amount_cents) - BigInt(s.paid_cents);
    const { movementId } = await payInFull(
      tx,
      {
        settlementId: s.id,
        type,
        uplineId: c.upline_id,
        downlineId: c.downline_id,
        uplineAccount: c.upline_account,
        downlineAccount: c.downline_account,
        periodStart: new Date(s.period_start).getTime(),
      },
      owed,
      now,
    );
    await tx.query(
      `UPDATE contract_settlements SET paid_cents = amount_cents, status = 'PAID', paid_at = $2, movement_id = $3
        WHERE id = $1`,
      [s.id, new Date(now).toISOString(), movementId],
    );
    await unfreezeIfSettled(tx, me.id, now);
    const paid = (await tx.query<SettlementRow>(`${SETTLEMENT_SELECT} WHERE s.id = $1`, [s.id]))
      .rows[0]!;
    return { settlement: settlementWire(paid) };
  });
}

function contractHandler(type: ContractType): CallHandler {
  return async (ctx) => {
    const me = agentOf(ctx);
    const input = ctx.input as unknown as ContractInput;
    await settleIfDue(ctx.db, ctx.merchant.code, ctx.now());
    const now = ctx.now();
    switch (input.action) {
      case 'list':
        return list(ctx, me, type, input);
      case 'requests':
        return requests(ctx, me, type, input);
      case 'preview':
        return preview(ctx, me, type, input);
      case 'history':
        return history(ctx, me, type, input);
      case 'pay':
        return pay(ctx, me, type, input);
      case 'create':
        return answer(
          await ctx.db.transaction((tx) => createContract(tx, me, type, proposalOf(input), now)),
        );
      case 'accept':
        return answer(
          await ctx.db.transaction((tx) =>
            acceptContract(tx, me, type, idOf('C', input.contractId), now),
          ),
        );
      case 'reject':
        return answer(
          await ctx.db.transaction((tx) =>
            rejectContract(tx, me, type, idOf('C', input.contractId), now),
          ),
        );
      case 'terminate':
        return answer(
          await ctx.db.transaction((tx) =>
            terminateContract(tx, me, type, idOf('C', input.contractId), now),
          ),
        );
    }
  };
}

export const contractHandlers: Record<string, CallHandler> = {
  dividendContract: contractHandler('dividend'),
  dailySalaryContract: contractHandler('daily'),
  hourlySalaryContract: contractHandler('hourly'),
  realTimeSalaryContract: contractHandler('realtime'),
};
