// The member's records (issue 12 point 7): bet record, account record, personal profit/loss and
// bonus details. Bets are the vendors' reports (bets table, seed/bets.ts); everything about money
// comes from the ledger's movements and postings on the member's MAIN wallet, plus the deposit
// orders still waiting for the merchant (they have moved no money yet).
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { paging, recordsRange, type RecordsRange } from './recordsRange.js';

/** Cents (as the database sums them: numeric, bigint or float) to a wire amount with 2 decimals. */
const amount = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

const iso = (at: Date | string) => new Date(at).toISOString();

/** `column = $n` for each filter given, numbered after `params` (which it extends). */
function betFilters(params: unknown[], input: Record<string, unknown>): string {
  const where: string[] = [];
  for (const [field, column] of [
    ['gameType', 'game_type'],
    ['vendor', 'vendor'],
    ['status', 'status'],
  ] as const) {
    const value = input[field];
    if (typeof value === 'string' && value !== '') {
      params.push(value);
      where.push(` AND ${column} = $${params.length}`);
    }
  }
  return where.join('');
}

const DAY_MS = 86_400_000;

/**
 * A range as the whole UTC days inside it, which bet_days answers, and the instants before and
 * after them, which only bets can (partial days when the member's time zone is not UTC).
 */
function splitByUtcDays({ start, end }: RecordsRange) {
  const firstWhole = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const afterWhole = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  const wholeStart = Math.min(firstWhole, end.getTime());
  const wholeEnd = Math.max(afterWhole, wholeStart);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    wholeStart: new Date(wholeStart),
    wholeEnd: new Date(wholeEnd),
    firstDay: day(wholeStart),
    endDay: day(wholeEnd),
  };
}

/**
 * The sums of the bets a filter matches over a range, one row per `groupBy` value (or one row):
 * bet_days for the whole days, bets for the partial ones, in one statement.
 */
function betSumsQuery(
  memberId: number,
  range: RecordsRange,
  input: Record<string, unknown>,
  groupBy?: 'game_type',
) {
  const whole = splitByUtcDays(range);
  const params: unknown[] = [
    memberId,
    range.start,
    range.end,
    whole.firstDay,
    whole.endDay,
    whole.wholeStart,
    whole.wholeEnd,
  ];
  const filters = betFilters(params, input);
  const key = groupBy ? `${groupBy}, ` : '';
  const group = groupBy ? ` GROUP BY ${groupBy}` : '';
  const raw = (from: string, to: string) =>
    `SELECT ${key}count(*) AS bets, ${RAW_SUMS} FROM bets
     WHERE member_id = $1 AND placed_at >= ${from} AND placed_at < ${to}${filters}${group}`;
  const sql = `SELECT ${key}COALESCE(sum(bets), 0)::int AS bets, COALESCE(sum(bet), 0)::float8 AS bet,
      COALESCE(sum(valid_bet), 0)::float8 AS valid_bet, COALESCE(sum(payout), 0)::float8 AS payout,
      COALESCE(sum(win_loss), 0)::float8 AS win_loss
    FROM (
      SELECT ${key}sum(bets) AS bets, sum(bet_cents) AS bet, sum(valid_bet_cents) AS valid_bet,
        sum(payout_cents) AS payout, sum(win_loss_cents) AS win_loss
      FROM bet_days WHERE member_id = $1 AND day >= $4::date AND day < $5::date${filters}${group}
      UNION ALL ${raw('$2', '$6')}
      UNION ALL ${raw('$7', '$3')}
    ) parts${group}`;
  return { sql, params };
}

/**
 * Sums of a set of bets, as bet_days keeps them: a stake counts unless the bet was cancelled
 * (refunded); valid bet and payout are 0 until settlement; win/loss is payout minus stake of
 * settled bets only.
 */
const RAW_SUMS = `COALESCE(sum(bet_cents) FILTER (WHERE status <> 'CANCELLED'), 0) AS bet,
  COALESCE(sum(valid_bet_cents), 0) AS valid_bet, COALESCE(sum(payout_cents), 0) AS payout,
  COALESCE(sum(payout_cents - bet_cents) FILTER (WHERE status = 'SETTLED'), 0) AS win_loss`;

interface BetSums {
  bets: number;
  bet: number;
  valid_bet: number;
  payout: number;
  win_loss: number;
}

const sumsView = (s: BetSums | undefined) => ({
  bet: amount(s?.bet),
  validBet: amount(s?.valid_bet),
  payout: amount(s?.payout),
  winLoss: amount(s?.win_loss),
});

interface BetRow {
  id: string;
  round_id: string;
  vendor: string;
  game_type: string;
  game_name: string;
  bet_cents: number;
  valid_bet_cents: number;
  payout_cents: number;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  placed_at: Date;
  settled_at: Date | null;
}

/**
 * The bet record: one page newest first (the (member_id, placed_at) index) and the totals of the
 * whole filter (the daily roll-up): two queries, each a few milliseconds over 100,000 bets.
 */
const betRecords: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const range = recordsRange(ctx.input);
  const page = paging(ctx.input);
  const params: unknown[] = [member.id, range.start, range.end];
  const filters = betFilters(params, ctx.input);
  const rows = await ctx.db.query<BetRow>(
    `SELECT id::text, round_id, vendor, game_type, game_name, bet_cents::float8 AS bet_cents,
       valid_bet_cents::float8 AS valid_bet_cents, payout_cents::float8 AS payout_cents, status,
       placed_at, settled_at
     FROM bets WHERE member_id = $1 AND placed_at >= $2 AND placed_at < $3${filters}
     ORDER BY placed_at DESC, id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const sums = betSumsQuery(member.id, range, ctx.input);
  const totals = await ctx.db.query<BetSums>(sums.sql, sums.params);
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: totals.rows[0]?.bets ?? 0,
    totals: sumsView(totals.rows[0]),
    list: rows.rows.map((b) => ({
      id: b.id,
      roundId: b.round_id,
      vendor: b.vendor,
      gameType: b.game_type,
      gameName: b.game_name,
      bet: amount(b.bet_cents),
      validBet: amount(b.valid_bet_cents),
      payout: amount(b.payout_cents),
      winLoss: b.status === 'SETTLED' ? amount(b.payout_cents - b.bet_cents) : 0,
      status: b.status,
      placedAt: iso(b.placed_at),
      ...(b.settled_at && b.status === 'SETTLED' ? { settledAt: iso(b.settled_at) } : {}),
    })),
  };
};

/**
 * Every movement that touched the member's MAIN wallet, with its signed amount and the balance
 * right after it (running sum in time order), its type and status; plus pending deposit orders.
 * A withdrawal's status is its request's; its hold moved the money already, so it has a balance.
 */
const ACCOUNT_ROWS = `
  WITH main AS (
    SELECT m.id, m.kind, m.reference, m.note, m.created_at, sum(p.cents) AS cents
    FROM postings p JOIN movements m ON m.id = p.movement_id
    WHERE p.member_id = $1 AND p.wallet = 'MAIN'
    GROUP BY m.id
  ), running AS (
    SELECT main.*, sum(cents) OVER (ORDER BY created_at, id) AS balance_after FROM main
  ), entries AS (
    SELECT 'M' || r.id AS transaction_id,
      CASE r.kind WHEN 'deposit' THEN 'DEPOSIT'
        WHEN 'withdrawal' THEN 'WITHDRAWAL' WHEN 'withdrawal-return' THEN 'WITHDRAWAL'
        WHEN 'transfer-in' THEN 'TRANSFER' WHEN 'transfer-out' THEN 'TRANSFER'
        WHEN 'upline-transfer' THEN 'TRANSFER' WHEN 'downline-transfer' THEN 'TRANSFER'
        WHEN 'bonus' THEN 'BONUS' WHEN 'salary' THEN 'SALARY' WHEN 'dividend' THEN 'DIVIDEND'
        WHEN 'rebate' THEN 'REBATE' WHEN 'points' THEN 'POINTS'
        ELSE 'ADJUSTMENT' END AS type,
      r.cents, r.balance_after,
      CASE w.status WHEN 'PENDING' THEN 'PENDING' WHEN 'REJECTED' THEN 'REJECTED'
        ELSE 'SUCCESS' END AS status,
      r.reference, r.note AS remark, r.created_at
    FROM running r
    LEFT JOIN withdrawals w ON w.id = r.reference AND r.kind IN ('withdrawal', 'withdrawal-return')
    UNION ALL
    SELECT d.id, 'DEPOSIT', d.amount_cents, NULL, 'PENDING', d.id, c.name, d.created_at
    FROM deposits d JOIN payment_channels c ON c.id = d.channel_id
    WHERE d.member_id = $1 AND d.status = 'PENDING'
  )
  SELECT * FROM entries WHERE created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR type = $4)`;

interface AccountRow {
  transaction_id: string;
  type: string;
  cents: number;
  balance_after: number | null;
  status: string;
  reference: string | null;
  remark: string | null;
  created_at: Date;
}

const memberTransactionDetail: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const range = recordsRange(ctx.input);
  const page = paging(ctx.input);
  const type = typeof ctx.input.transactionType === 'string' ? ctx.input.transactionType : null;
  const params = [member.id, range.start, range.end, type];
  const rows = await ctx.db.query<AccountRow>(
    `SELECT transaction_id, type, cents::float8 AS cents, balance_after::float8 AS balance_after,
       status, reference, remark, created_at
     FROM (${ACCOUNT_ROWS}) a ORDER BY created_at DESC, transaction_id DESC
     LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  // Pending orders have moved nothing: they are listed but count in neither total.
  const totals = await ctx.db.query<{ total: number; money_in: number; money_out: number }>(
    `SELECT count(*)::int AS total,
       COALESCE(sum(cents) FILTER (WHERE balance_after IS NOT NULL AND cents > 0), 0)::float8 AS money_in,
       COALESCE(-sum(cents) FILTER (WHERE balance_after IS NOT NULL AND cents < 0), 0)::float8 AS money_out
     FROM (${ACCOUNT_ROWS}) a`,
    params,
  );
  const total = totals.rows[0]?.total ?? 0;
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    totals: { in: amount(totals.rows[0]?.money_in), out: amount(totals.rows[0]?.money_out) },
    list: rows.rows.map((r) => ({
      transactionId: r.transaction_id,
      type: r.type,
      amount: amount(r.cents),
      ...(r.balance_after === null ? {} : { balanceAfter: amount(r.balance_after) }),
      status: r.status,
      ...(r.reference ? { reference: r.reference } : {}),
      ...(r.remark ? { remark: r.remark } : {}),
      createdAt: iso(r.created_at),
    })),
  };
};

/** Per category and in all: bets, plus what bonuses, deposits and withdrawals did in the range. */
const personalProfit: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const range = recordsRange(ctx.input);
  const params = [member.id, range.start, range.end];
  const sums = betSumsQuery(member.id, range, {}, 'game_type');
  const byType = await ctx.db.query<BetSums & { game_type: string }>(
    `${sums.sql} ORDER BY bets DESC, game_type`,
    sums.params,
  );
  const money = await ctx.db.query<{ kind: string; cents: number }>(
    `SELECT m.kind, sum(p.cents)::float8 AS cents
     FROM postings p JOIN movements m ON m.id = p.movement_id
     WHERE p.member_id = $1 AND p.wallet = 'MAIN' AND m.created_at >= $2 AND m.created_at < $3
       AND m.kind IN ('bonus', 'rebate', 'deposit', 'withdrawal', 'withdrawal-return')
     GROUP BY m.kind`,
    params,
  );
  const cents = (kind: string) => money.rows.find((r) => r.kind === kind)?.cents ?? 0;
  const lines = byType.rows.map((r) => ({ gameType: r.game_type, bets: r.bets, ...sumsView(r) }));
  const sum = (key: 'bet' | 'validBet' | 'payout' | 'winLoss') =>
    Math.round(lines.reduce((total, line) => total + line[key] * 100, 0)) / 100;
  const total = {
    bets: lines.reduce((n, line) => n + line.bets, 0),
    bet: sum('bet'),
    validBet: sum('validBet'),
    payout: sum('payout'),
    winLoss: sum('winLoss'),
  };
  const bonus = amount(cents('bonus'));
  const rebate = amount(cents('rebate'));
  return {
    byGameType: lines,
    total,
    bonus,
    rebate,
    deposit: amount(cents('deposit')),
    // holds are negative on MAIN, returns of rejected ones positive: what really left is the rest
    withdrawal: amount(-(cents('withdrawal') + cents('withdrawal-return'))),
    profit: Math.round((total.winLoss + bonus + rebate) * 100) / 100,
  };
};

/** Bonus movements credited to MAIN, newest first; the note names the promotion. */
const BONUS_ROWS = `
  SELECT m.id, m.note, m.reference, m.created_at, sum(p.cents) AS cents
  FROM postings p JOIN movements m ON m.id = p.movement_id
  WHERE p.member_id = $1 AND p.wallet = 'MAIN' AND m.kind = 'bonus'
    AND m.created_at >= $2 AND m.created_at < $3
  GROUP BY m.id`;

const bonusDetails: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const range = recordsRange(ctx.input);
  const page = paging(ctx.input);
  const params = [member.id, range.start, range.end];
  const rows = await ctx.db.query<{
    id: string;
    note: string | null;
    reference: string | null;
    created_at: Date;
    cents: number;
  }>(
    `SELECT id::text, note, reference, created_at, cents::float8 AS cents FROM (${BONUS_ROWS}) b
     ORDER BY created_at DESC, id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const totals = await ctx.db.query<{ total: number; cents: number }>(
    `SELECT count(*)::int AS total, COALESCE(sum(cents), 0)::float8 AS cents FROM (${BONUS_ROWS}) b`,
    params,
  );
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: totals.rows[0]?.total ?? 0,
    totalAmount: amount(totals.rows[0]?.cents),
    list: rows.rows.map((r) => ({
      transactionId: `M${r.id}`,
      promotion: r.note ?? '',
      amount: amount(r.cents),
      ...(r.reference ? { reference: r.reference } : {}),
      createdAt: iso(r.created_at),
    })),
  };
};

export const recordHandlers: Record<string, CallHandler> = {
  betRecords,
  memberTransactionDetail,
  personalProfit,
  bonusDetails,
};
