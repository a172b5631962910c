// User loss (issue 14 point 5, §2 palStatementsAgentCopy): one line per member of the team with
// activity in the range (bets, or money in or out), biggest loss first, with the sums of the page
// and of the whole filter. A game type narrows the bet columns and keeps only members with such bets.
import type { CallHandler } from '../context.js';
import {
  SCOPE_BETS,
  SCOPE_CTE,
  SCOPE_MAIN_POSTINGS,
  amount,
  reportRange,
  reportScope,
  scopeParams,
  totalPages,
} from './agentReportsScope.js';
import { paging } from './recordsRange.js';

/** Every line's figures in cents, as the statement sums them. */
const FIGURES = [
  'bets',
  'bet',
  'valid_bet',
  'win_loss',
  'bonus',
  'rebate',
  'deposits',
  'withdrawn',
] as const;
type Figure = (typeof FIGURES)[number];
type LineRow = Record<Figure, number> & { account: string; level: number };

/**
 * One row per member with activity: its bets summed (of the game type when one is given) and its
 * money movements on MAIN summed by kind. $3..$4 the range, $5 the game type or null.
 */
const LINES = `${SCOPE_CTE},
  bet_sums AS (
    SELECT b.member_id, count(*) AS bets,
      COALESCE(sum(b.bet_cents) FILTER (WHERE b.status <> 'CANCELLED'), 0) AS bet,
      COALESCE(sum(b.valid_bet_cents), 0) AS valid_bet,
      COALESCE(sum(b.payout_cents - b.bet_cents) FILTER (WHERE b.status = 'SETTLED'), 0) AS win_loss
    FROM ${SCOPE_BETS}
    WHERE $5::text IS NULL OR b.game_type = $5
    GROUP BY b.member_id
  ), money_sums AS (
    SELECT m.member_id,
      COALESCE(sum(m.cents) FILTER (WHERE m.kind = 'bonus'), 0) AS bonus,
      COALESCE(sum(m.cents) FILTER (WHERE m.kind = 'rebate'), 0) AS rebate,
      COALESCE(sum(m.cents) FILTER (WHERE m.kind = 'deposit'), 0) AS deposits,
      COALESCE(-sum(m.cents) FILTER (WHERE m.kind IN ('withdrawal', 'withdrawal-return')), 0) AS withdrawn
    FROM ${SCOPE_MAIN_POSTINGS}
    WHERE m.kind IN ('bonus', 'rebate', 'deposit', 'withdrawal', 'withdrawal-return')
    GROUP BY m.member_id
  ), lines AS (
    SELECT s.account, s.level,
      COALESCE(b.bets, 0) AS bets, COALESCE(b.bet, 0) AS bet, COALESCE(b.valid_bet, 0) AS valid_bet,
      COALESCE(b.win_loss, 0) AS win_loss, COALESCE(m.bonus, 0) AS bonus,
      COALESCE(m.rebate, 0) AS rebate, COALESCE(m.deposits, 0) AS deposits,
      COALESCE(m.withdrawn, 0) AS withdrawn
    FROM scope s
    LEFT JOIN bet_sums b ON b.member_id = s.id
    LEFT JOIN money_sums m ON m.member_id = s.id
    WHERE b.member_id IS NOT NULL OR ($5::text IS NULL AND m.member_id IS NOT NULL)
  )`;

const floats = FIGURES.map((f) => `${f}::float8 AS ${f}`).join(', ');
const sums = FIGURES.map((f) => `COALESCE(sum(${f}), 0)::float8 AS ${f}`).join(', ');

/** A line's figures for the wire: counts as they are, cents as amounts, and its profit. */
function view(row: Record<Figure, number>) {
  return {
    bets: Number(row.bets),
    bet: amount(row.bet),
    validBet: amount(row.valid_bet),
    winLoss: amount(row.win_loss),
    bonus: amount(row.bonus),
    rebate: amount(row.rebate),
    deposits: amount(row.deposits),
    withdrawn: amount(row.withdrawn),
    profit: amount(Number(row.win_loss) + Number(row.bonus) + Number(row.rebate)),
  };
}

const agentUserLoss: CallHandler = async (ctx) => {
  const range = reportRange(ctx);
  const scope = await reportScope(ctx);
  const page = paging(ctx.input);
  const gameType = typeof ctx.input.gameType === 'string' ? ctx.input.gameType : null;
  const params = [...scopeParams(scope), range.start, range.end, gameType];
  const rows = await ctx.db.query<LineRow>(
    `${LINES}
     SELECT account, level, ${floats} FROM lines
     ORDER BY win_loss ASC, account ASC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const totals = await ctx.db.query<Record<Figure, number> & { total: number }>(
    `${LINES} SELECT count(*)::int AS total, ${sums} FROM lines`,
    params,
  );
  const all = totals.rows[0]!;
  const pageSums = Object.fromEntries(
    FIGURES.map((f) => [f, rows.rows.reduce((n, r) => n + Number(r[f]), 0)]),
  ) as Record<Figure, number>;
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: all.total,
    totalPages: totalPages(all.total, page.pageSize),
    totals: view(all),
    pageTotals: view(pageSums),
    list: rows.rows.map((r) => ({ account: r.account, level: r.level, ...view(r) })),
  };
};

export const userLossHandlers: Record<string, CallHandler> = { agentUserLoss };
