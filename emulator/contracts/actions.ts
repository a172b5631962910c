// The contract state machine (§4): create (by the upline, to a direct downline) → NEW; accept (by the
// downline) → ACTIVE, replacing the pair's older contract of the type and ending, by the lower-rate
// rule, the downline's own contracts that pay more than it now gets; reject → REJECTED; terminate
// (either party) → TERMINATE_REQUEST, which the other party accepts (TERMINATED) or rejects (ACTIVE).
import { AGENT_TYPES, type MemberRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import type { Queryable } from '../money/ledger.js';
import {
  RATE_UNIT,
  rateOf,
  tiersProblem,
  type ContractType,
  type PeriodType,
  type Tier,
} from './engine.js';
import { CONTRACT_SELECT, contractById, type ContractRow } from './store.js';

/** The salaries' default betting unit when a proposal names none (§3 "betting unit", e.g. 10000). */
export const DEFAULT_BETTING_UNIT = RATE_UNIT;

export interface Proposal {
  downlineAccount: string;
  tiers: Tier[];
  periodType?: PeriodType;
  bettingUnit?: number;
}

export interface CheckedProposal {
  downline: Pick<MemberRow, 'id' | 'account'>;
  tiers: Tier[];
  periodType: PeriodType;
  bettingUnit: number | null;
  rate: number;
}

const ts = (ms: number) => new Date(ms).toISOString();

/** The contract of the type that `memberId` gets from its own upline, if one is in force. */
async function ownContract(db: Queryable, memberId: number, type: ContractType) {
  return (
    await db.query<ContractRow>(
      `${CONTRACT_SELECT} WHERE c.downline_id = $1 AND c.type = $2 AND c.status IN ('ACTIVE', 'TERMINATE_REQUEST')`,
      [memberId, type],
    )
  ).rows[0];
}

/** §4: an agent cannot give more than it gets, when it has a contract of that type itself. */
async function assertWithinOwnRate(
  db: Queryable,
  uplineId: number,
  type: ContractType,
  rate: number,
) {
  const own = await ownContract(db, uplineId, type);
  if (own && rate > Number(own.rate))
    throw new ApiError(
      'CONTRACT_RATE_ABOVE_OWN',
      `the rate ${rate} is above the ${Number(own.rate)} of your own contract with ${own.upline_account}`,
    );
}

/**
 * The lower-rate rule's victims: the contracts in force that `memberId` gives its downlines of the
 * type at a rate above `rate` (§4). With `end` they are ended in the caller's transaction.
 */
export async function lowerRateVictims(
  db: Queryable,
  memberId: number,
  type: ContractType,
  rate: number,
): Promise<ContractRow[]> {
  return (
    await db.query<ContractRow>(
      `${CONTRACT_SELECT} WHERE c.upline_id = $1 AND c.type = $2
         AND c.status IN ('ACTIVE', 'TERMINATE_REQUEST') AND c.rate > $3 ORDER BY c.id`,
      [memberId, type, rate],
    )
  ).rows;
}

/** Checks a proposal as create would, without writing anything (create and the preview of a create). */
export async function checkProposal(
  db: Queryable,
  me: MemberRow,
  type: ContractType,
  p: Proposal,
): Promise<CheckedProposal> {
  const salary = type === 'daily' || type === 'hourly';
  if (type !== 'dividend' && p.periodType !== undefined && p.periodType !== 'D')
    throw new ApiError('VALIDATION_FAILED', '/periodType of a salary contract is D');
  const problem = tiersProblem(type, p.tiers);
  if (problem) throw new ApiError('CONTRACT_INVALID_TIERS', problem);
  const downline = (
    await db.query<Pick<MemberRow, 'id' | 'account' | 'type' | 'upline_id'>>(
      'SELECT id, account, type, upline_id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [me.merchant, p.downlineAccount],
    )
  ).rows[0];
  if (!downline || downline.upline_id !== me.id)
    throw new ApiError('CONTRACT_NOT_DOWNLINE', `${p.downlineAccount} is not your direct downline`);
  if (!AGENT_TYPES.includes(downline.type))
    throw new ApiError(
      'CONTRACT_NOT_DOWNLINE',
      `${downline.account} is not an agent: only agents sign contracts`,
    );
  const bettingUnit = salary ? (p.bettingUnit ?? DEFAULT_BETTING_UNIT) : (p.bettingUnit ?? null);
  const rate = rateOf(type, p.tiers, bettingUnit ?? RATE_UNIT);
  await assertWithinOwnRate(db, me.id, type, rate);
  return {
    downline: { id: downline.id, account: downline.account },
    tiers: p.tiers,
    periodType: type === 'dividend' ? (p.periodType ?? 'D') : 'D',
    bettingUnit,
    rate,
  };
}

/** create: a NEW proposal to a direct downline; answers the contracts its acceptance would end. */
export async function createContract(
  tx: Queryable,
  me: MemberRow,
  type: ContractType,
  p: Proposal,
  now: number,
) {
  const checked = await checkProposal(tx, me, type, p);
  // Lock the pair's contracts so two proposals at once cannot both pass the checks below.
  const pair = await tx.query<{ status: string }>(
    'SELECT status FROM contracts WHERE upline_id = $1 AND downline_id = $2 AND type = $3 FOR UPDATE',
    [me.id, checked.downline.id, type],
  );
  if (pair.rows.some((r) => r.status === 'NEW'))
    throw new ApiError(
      'CONTRACT_PENDING_EXISTS',
      `a proposal to ${checked.downline.account} is waiting for an answer`,
    );
  if (pair.rows.some((r) => r.status === 'TERMINATE_REQUEST'))
    throw new ApiError(
      'CONTRACT_WRONG_STATE',
      'answer the termination request of this contract first',
    );
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO contracts (merchant, type, upline_id, downline_id, status, requested_by, period_type,
                            betting_unit, tiers, rate, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'NEW', $3, $5, $6, $7, $8, $9, $9) RETURNING id::text AS id`,
    [
      me.merchant,
      type,
      me.id,
      checked.downline.id,
      checked.periodType,
      checked.bettingUnit,
      JSON.stringify(checked.tiers),
      checked.rate,
      ts(now),
    ],
  );
  return {
    contract: await contractById(tx, me.merchant, inserted.rows[0]!.id),
    affected: await lowerRateVictims(tx, checked.downline.id, type, checked.rate),
  };
}

function assertParty(c: ContractRow, me: MemberRow) {
  if (c.upline_id !== me.id && c.downline_id !== me.id)
    throw new ApiError('CONTRACT_NOT_PARTY', `you are not a party of contract C${c.id}`);
}

/** The contract the caller may answer or preview: a party of it, and of the expected type. */
export async function partyContract(
  tx: Queryable,
  me: MemberRow,
  type: ContractType,
  id: string,
  lock = false,
): Promise<ContractRow> {
  const c = await contractById(tx, me.merchant, id, lock);
  assertParty(c, me);
  if (c.type !== type) throw new ApiError('NOT_FOUND', `no ${type} contract C${id}`);
  return c;
}

/** accept: the downline takes a NEW proposal, or the other party agrees to end a contract. */
export async function acceptContract(
  tx: Queryable,
  me: MemberRow,
  type: ContractType,
  id: string,
  now: number,
) {
  const c = await partyContract(tx, me, type, id, true);
  if (c.status === 'TERMINATE_REQUEST') {
    if (c.requested_by === me.id)
      throw new ApiError(
        'CONTRACT_WRONG_STATE',
        'your termination request waits for the other party',
      );
    await tx.query(
      `UPDATE contracts SET status = 'TERMINATED', ended_by = 'AGREEMENT', requested_by = NULL, updated_at = $2
        WHERE id = $1`,
      [c.id, ts(now)],
    );
    return { contract: await contractById(tx, me.merchant, c.id), affected: [] };
  }
  if (c.status !== 'NEW')
    throw new ApiError('CONTRACT_WRONG_STATE', `contract C${c.id} is ${c.status}`);
  if (c.downline_id !== me.id)
    throw new ApiError('CONTRACT_WRONG_STATE', 'your proposal waits for the downline to answer');
  const rate = Number(c.rate);
  // The upline's own contract may have changed since it proposed.
  await assertWithinOwnRate(tx, c.upline_id, type, rate);
  // The pair's older contract in force ends; the new one starts where it stopped settling, so no period is paid twice.
  const older = (
    await tx.query<{ id: string; settled_to: Date | null }>(
      `UPDATE contracts SET status = 'TERMINATED', ended_by = 'AGREEMENT', requested_by = NULL, updated_at = $4
        WHERE upline_id = $1 AND downline_id = $2 AND type = $3 AND status IN ('ACTIVE', 'TERMINATE_REQUEST')
        RETURNING id::text AS id, settled_to`,
      [c.upline_id, c.downline_id, type, ts(now)],
    )
  ).rows[0];
  const victims = await lowerRateVictims(tx, me.id, type, rate);
  if (victims.length)
    await tx.query(
      `UPDATE contracts SET status = 'TERMINATED', ended_by = 'LOWER_UPLINE_RATE', requested_by = NULL, updated_at = $2
        WHERE id = ANY($1::bigint[])`,
      [victims.map((v) => v.id), ts(now)],
    );
  await tx.query(
    `UPDATE contracts SET status = 'ACTIVE', requested_by = NULL, activated_at = $2, updated_at = $2, settled_to = $3
      WHERE id = $1`,
    [c.id, ts(now), older?.settled_to ?? null],
  );
  const ended = await Promise.all(victims.map((v) => contractById(tx, me.merchant, v.id)));
  return { contract: await contractById(tx, me.merchant, c.id), affected: ended };
}

/**
 * reject: the downline turns a proposal down (REJECTED), or a termination request is turned down
 * (back to ACTIVE). The party that made a request may withdraw it the same way.
 */
export async function rejectContract(
  tx: Queryable,
  me: MemberRow,
  type: ContractType,
  id: string,
  now: number,
) {
  const c = await partyContract(tx, me, type, id, true);
  if (c.status === 'NEW') {
    if (c.downline_id !== me.id && c.requested_by !== me.id)
      throw new ApiError('CONTRACT_WRONG_STATE', 'only the downline answers a proposal');
    await tx.query(
      `UPDATE contracts SET status = 'REJECTED', requested_by = NULL, updated_at = $2 WHERE id = $1`,
      [c.id, ts(now)],
    );
  } else if (c.status === 'TERMINATE_REQUEST') {
    await tx.query(
      `UPDATE contracts SET status = 'ACTIVE', requested_by = NULL, updated_at = $2 WHERE id = $1`,
      [c.id, ts(now)],
    );
  } else
    throw new ApiError(
      'CONTRACT_WRONG_STATE',
      `contract C${c.id} is ${c.status}: nothing to reject`,
    );
  return { contract: await contractById(tx, me.merchant, c.id), affected: [] };
}

/** terminate: either party asks to end an ACTIVE contract; the other party answers. */
export async function terminateContract(
  tx: Queryable,
  me: MemberRow,
  type: ContractType,
  id: string,
  now: number,
) {
  const c = await partyContract(tx, me, type, id, true);
  if (c.status !== 'ACTIVE')
    throw new ApiError(
      'CONTRACT_WRONG_STATE',
      `contract C${c.id} is ${c.status}: only an ACTIVE one can be ended`,
    );
  await tx.query(
    `UPDATE contracts SET status = 'TERMINATE_REQUEST', requested_by = $2, updated_at = $3 WHERE id = $1`,
    [c.id, me.id, ts(now)],
  );
  return { contract: await contractById(tx, me.merchant, c.id), affected: [] };
}
