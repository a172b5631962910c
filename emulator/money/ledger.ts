// The emulator's double-entry ledger: money only moves as balanced postings, balances are sums of postings, and a
// member wallet never goes below zero. Idempotent calls (once) live in ./idempotency.ts and are re-exported here.
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';

export { once } from './idempotency.js';
export type { Queryable, Tx } from './tx.js';
import type { Queryable } from './tx.js';

/** 'points' holds the cash members paid for points (conversion) or for goods in the points mall. */
export type HouseAccount =
  | 'cash'
  | 'bonus'
  | 'games'
  | 'withdrawals-pending'
  | 'withdrawals-paid'
  | 'deposits'
  | 'upline'
  | 'points';

/** 'MAIN' or a vendor code (e.g. 'PG'). */
export type WalletCode = string;

export type Account = { memberId: number; wallet: WalletCode } | { house: HouseAccount };

export const MOVEMENT_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal-return',
  'transfer-out',
  'transfer-in',
  'upline-transfer',
  'bonus',
  // the manual rebate (§1) paid on bets not yet rebated
  'rebate',
  // cash into the points mall: goods paid partly in cash, cash converted to points, and their refunds
  'points',
  // agent contracts (§4): an upline pays its downline a salary (daily, hourly, real-time) or a dividend
  'salary',
  'dividend',
  // an agent's transfer to a downline (§2 downlineManagmentView)
  'downline-transfer',
  'bet',
  'payout',
  'opening',
  'adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface Leg {
  account: Account;
  /** Integer cents; positive credits the account, negative debits it. */
  cents: number | bigint;
}

export interface Movement {
  /** The member the movement is about; its merchant is the movement's merchant. */
  memberId: number;
  kind: MovementKind;
  reference?: string;
  note?: string;
  legs: Leg[];
  /** When it happened (ms); seeds write history in the past. Defaults to the database clock. */
  at?: number;
}

/** Integer cents from a wire amount with at most 2 decimals (12.34 → 1234n). */
export function toCents(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

/** A wire amount (number with 2 decimals) from cents. */
export function fromCents(cents: bigint): number {
  return Number(cents) / 100;
}

function legCents(leg: Leg): bigint {
  if (typeof leg.cents === 'number' && !Number.isSafeInteger(leg.cents))
    throw new Error(`ledger leg of ${leg.cents} cents is not an integer`);
  const cents = BigInt(leg.cents);
  if (cents === 0n) throw new Error('ledger leg of 0 cents moves nothing');
  return cents;
}

const walletKey = (memberId: number, wallet: string) => `${memberId}\u0000${wallet}`;

function isDatabase(tx: Queryable): tx is Queryable & Pick<Db, 'transaction'> {
  return typeof (tx as Partial<Db>).transaction === 'function';
}

/**
 * Writes one movement and its postings atomically and returns the movement id. Unbalanced or empty legs are a
 * programming error (Error); a member leg that would overdraw its wallet is the caller's (INSUFFICIENT_BALANCE).
 */
export async function post(tx: Queryable, movement: Movement): Promise<number> {
  // Called with the database itself (seeds, control API): the movement still needs its own transaction.
  if (isDatabase(tx)) return tx.transaction((inner) => post(inner, movement));

  if (!MOVEMENT_KINDS.includes(movement.kind))
    throw new Error(`unknown movement kind ${movement.kind}`);
  if (movement.legs.length < 2) throw new Error('a movement needs at least two legs');
  const legs = movement.legs.map((leg) => ({ account: leg.account, cents: legCents(leg) }));
  const total = legs.reduce((sum, leg) => sum + leg.cents, 0n);
  if (total !== 0n) throw new Error(`ledger legs of ${movement.kind} sum to ${total} cents, not 0`);

  const owner = await tx.query<{ merchant: string }>('SELECT merchant FROM members WHERE id = $1', [
    movement.memberId,
  ]);
  const merchant = owner.rows[0]?.merchant;
  if (!merchant) throw new Error(`no member ${movement.memberId}`);

  // Net change per member wallet. Locking the member rows in id order makes concurrent posts on the same member
  // wait for each other (and never deadlock), so two of them cannot both spend the same money.
  const changes = new Map<string, { memberId: number; wallet: string; cents: bigint }>();
  for (const { account, cents } of legs) {
    if (!('memberId' in account)) continue;
    const key = walletKey(account.memberId, account.wallet);
    const change = changes.get(key) ?? {
      memberId: account.memberId,
      wallet: account.wallet,
      cents: 0n,
    };
    change.cents += cents;
    changes.set(key, change);
  }
  const memberIds = [...new Set([...changes.values()].map((c) => c.memberId))].sort(
    (a, b) => a - b,
  );
  if (memberIds.length > 0) {
    const locked = await tx.query<{ id: number; merchant: string }>(
      'SELECT id, merchant FROM members WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
      [memberIds],
    );
    if (locked.rows.length !== memberIds.length)
      throw new Error('a ledger leg names a missing member');
    if (locked.rows.some((r) => r.merchant !== merchant))
      throw new Error('a movement cannot cross merchants');
  }
  for (const change of changes.values()) {
    if (change.cents >= 0n) continue;
    const balance = await balanceCents(tx, change.memberId, change.wallet);
    if (balance + change.cents < 0n)
      throw new ApiError('INSUFFICIENT_BALANCE', 'insufficient balance');
  }

  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO movements (merchant, member_id, kind, reference, note, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE(to_timestamp($6::double precision / 1000), now()))
     RETURNING id::text AS id`,
    [
      merchant,
      movement.memberId,
      movement.kind,
      movement.reference ?? null,
      movement.note ?? null,
      movement.at ?? null,
    ],
  );
  const movementId = Number(inserted.rows[0]!.id);
  const params: unknown[] = [];
  const tuples = legs.map(({ account, cents }) => {
    const values =
      'memberId' in account
        ? [movementId, merchant, account.memberId, account.wallet, null, cents.toString()]
        : [movementId, merchant, null, null, account.house, cents.toString()];
    return `(${values.map((v) => (params.push(v), `$${params.length}`)).join(',')})`;
  });
  await tx.query(
    `INSERT INTO postings (movement_id, merchant, member_id, wallet, house, cents) VALUES ${tuples.join(',')}`,
    params,
  );
  return movementId;
}

/** A member wallet's balance in cents: the sum of its postings. */
export async function balanceCents(
  db: Queryable,
  memberId: number,
  wallet: WalletCode = 'MAIN',
): Promise<bigint> {
  const res = await db.query<{ cents: string }>(
    'SELECT COALESCE(SUM(cents), 0)::text AS cents FROM postings WHERE member_id = $1 AND wallet = $2',
    [memberId, wallet],
  );
  return BigInt(res.rows[0]!.cents);
}

/** Every wallet the member has ever had money in, MAIN always present, in cents. */
export async function walletBalances(
  db: Queryable,
  memberId: number,
): Promise<Record<WalletCode, bigint>> {
  const res = await db.query<{ wallet: string; cents: string }>(
    `SELECT wallet, SUM(cents)::text AS cents FROM postings WHERE member_id = $1 GROUP BY wallet ORDER BY wallet`,
    [memberId],
  );
  const balances: Record<WalletCode, bigint> = { MAIN: 0n };
  for (const row of res.rows) balances[row.wallet] = BigInt(row.cents);
  return balances;
}

export interface LedgerCheck {
  movements: number;
  postings: number;
  /** Sum of every posting in cents; double entry makes it 0. */
  sumCents: number;
  /** Movements whose own postings do not sum to 0. */
  unbalancedMovements: number;
  /**
   * Member wallets whose derived balance breaks the ledger's rule (below zero). No balance is cached anywhere, so
   * there is no stored copy to disagree with; a negative wallet is the one way a derived balance can be wrong.
   */
  balanceMismatches: number;
  /** (merchant, member, key) present more than once; the primary key forbids it, counted anyway. */
  duplicateKeys: number;
  /** Idempotency keys whose movements were written by more than one transaction: money moved twice for one key. */
  keysAppliedTwice: number;
  /** Movements written under an idempotency key (by once()). */
  keyedMovements: number;
  movementsWithoutPostings: number;
  ok: boolean;
}

/** The ledger's invariants, counted over the whole database (control API, bench and tests). */
export async function ledgerCheck(db: Pick<Db, 'query'>): Promise<LedgerCheck> {
  const res = await db.query<Record<Exclude<keyof LedgerCheck, 'ok'>, string>>(`
    SELECT
      (SELECT count(*) FROM movements)::text AS movements,
      (SELECT count(*) FROM postings)::text AS postings,
      (SELECT COALESCE(SUM(cents), 0) FROM postings)::text AS "sumCents",
      (SELECT count(*) FROM (SELECT movement_id FROM postings GROUP BY movement_id HAVING SUM(cents) <> 0) u)::text
        AS "unbalancedMovements",
      (SELECT count(*) FROM (SELECT member_id, wallet FROM postings WHERE member_id IS NOT NULL
        GROUP BY member_id, wallet HAVING SUM(cents) < 0) n)::text AS "balanceMismatches",
      (SELECT count(*) FROM (SELECT 1 FROM idempotency GROUP BY merchant, member_id, key HAVING count(*) > 1) d)::text
        AS "duplicateKeys",
      (SELECT count(*) FROM (SELECT 1 FROM movements WHERE idempotency_key IS NOT NULL
        GROUP BY merchant, member_id, idempotency_key HAVING count(DISTINCT tx) > 1) t)::text AS "keysAppliedTwice",
      (SELECT count(*) FROM movements WHERE idempotency_key IS NOT NULL)::text AS "keyedMovements",
      (SELECT count(*) FROM movements m WHERE NOT EXISTS (SELECT 1 FROM postings p WHERE p.movement_id = m.id))::text
        AS "movementsWithoutPostings"`);
  const row = res.rows[0]!;
  const check = {
    movements: Number(row.movements),
    postings: Number(row.postings),
    sumCents: Number(row.sumCents),
    unbalancedMovements: Number(row.unbalancedMovements),
    balanceMismatches: Number(row.balanceMismatches),
    duplicateKeys: Number(row.duplicateKeys),
    keysAppliedTwice: Number(row.keysAppliedTwice),
    keyedMovements: Number(row.keyedMovements),
    movementsWithoutPostings: Number(row.movementsWithoutPostings),
  };
  return {
    ...check,
    ok:
      check.sumCents === 0 &&
      check.unbalancedMovements === 0 &&
      check.balanceMismatches === 0 &&
      check.duplicateKeys === 0 &&
      check.keysAppliedTwice === 0 &&
      check.movementsWithoutPostings === 0,
  };
}
