// Account details (issue 14 point 5, §2 agentDownlineTransactionDetailsCopy): every movement of
// the team members' main wallets, newest first, typed as the member's own account record types
// them, with money in and out of the page and of the whole filter.
import type { CallHandler } from '../context.js';
import {
  SCOPE_CTE,
  SCOPE_MAIN_POSTINGS,
  amount,
  reportRange,
  reportScope,
  scopeParams,
  totalPages,
} from './agentReportsScope.js';
import { paging } from './recordsRange.js';

/** Ledger kinds to the account record's types (records.ts ACCOUNT_ROWS types them the same). */
const TYPE_OF_KIND = `CASE m.kind WHEN 'deposit' THEN 'DEPOSIT'
    WHEN 'withdrawal' THEN 'WITHDRAWAL' WHEN 'withdrawal-return' THEN 'WITHDRAWAL'
    WHEN 'transfer-in' THEN 'TRANSFER' WHEN 'transfer-out' THEN 'TRANSFER'
    WHEN 'upline-transfer' THEN 'TRANSFER' WHEN 'downline-transfer' THEN 'TRANSFER'
    WHEN 'bonus' THEN 'BONUS' WHEN 'salary' THEN 'SALARY' WHEN 'dividend' THEN 'DIVIDEND'
    WHEN 'rebate' THEN 'REBATE' WHEN 'points' THEN 'POINTS'
    ELSE 'ADJUSTMENT' END`;

/**
 * One row per (movement, team member): a transfer between two members of the team is a line on
 * each side. $3..$4 the range, $5 a type or null.
 */
const ENTRIES = `${SCOPE_CTE},
  entries AS (
    SELECT m.id, s.account, s.level, ${TYPE_OF_KIND} AS type, sum(m.cents) AS cents,
      m.note, m.created_at
    FROM ${SCOPE_MAIN_POSTINGS}
    GROUP BY m.id, m.kind, m.note, m.created_at, s.account, s.level
  ), matched AS (
    SELECT * FROM entries WHERE $5::text IS NULL OR type = $5
  )`;

interface EntryRow {
  id: string;
  account: string;
  level: number;
  type: string;
  cents: number;
  note: string | null;
  created_at: Date;
}

const inOut = (moneyIn: number, moneyOut: number) => ({
  in: amount(moneyIn),
  out: amount(moneyOut),
});

const agentTeamTransactions: CallHandler = async (ctx) => {
  const range = reportRange(ctx);
  const scope = await reportScope(ctx);
  const page = paging(ctx.input);
  const type = typeof ctx.input.transactionType === 'string' ? ctx.input.transactionType : null;
  const params = [...scopeParams(scope), range.start, range.end, type];
  const rows = await ctx.db.query<EntryRow>(
    `${ENTRIES}
     SELECT id::text, account, level, type, cents::float8 AS cents, note, created_at FROM matched
     ORDER BY created_at DESC, id DESC, account LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const totals = await ctx.db.query<{ total: number; money_in: number; money_out: number }>(
    `${ENTRIES}
     SELECT count(*)::int AS total,
       COALESCE(sum(cents) FILTER (WHERE cents > 0), 0)::float8 AS money_in,
       COALESCE(-sum(cents) FILTER (WHERE cents < 0), 0)::float8 AS money_out
     FROM matched`,
    params,
  );
  const all = totals.rows[0]!;
  const pageIn = rows.rows.reduce((n, r) => n + Math.max(0, r.cents), 0);
  const pageOut = rows.rows.reduce((n, r) => n - Math.min(0, r.cents), 0);
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: all.total,
    totalPages: totalPages(all.total, page.pageSize),
    totals: inOut(all.money_in, all.money_out),
    pageTotals: inOut(pageIn, pageOut),
    list: rows.rows.map((r) => ({
      transactionId: `M${r.id}`,
      account: r.account,
      level: r.level,
      type: r.type,
      amount: amount(r.cents),
      ...(r.note ? { remark: r.note } : {}),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
};

export const teamTransactionHandlers: Record<string, CallHandler> = { agentTeamTransactions };
