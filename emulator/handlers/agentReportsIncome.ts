// My income (issue 14 point 5, §2 agentRevenueReport): the agent's own main wallet by local day,
// newest first: contract salaries and dividends its upline paid it and it paid its downlines
// (ledger kinds 'salary' and 'dividend', member to member), and transfers with its upline and
// downlines ('upline-transfer', 'downline-transfer'), told apart by the side of the posting.
import type { CallHandler } from '../context.js';
import { requireAgent } from './agentTeamAccess.js';
import { amount, localDaySql, reportRange, totalPages } from './agentReportsScope.js';
import { paging } from './recordsRange.js';

const FIGURES = [
  'salary_in',
  'salary_out',
  'dividend_in',
  'dividend_out',
  'transfer_in',
  'transfer_out',
] as const;
type Figure = (typeof FIGURES)[number];

/** One row per local day with such a movement; $1 the agent, $2..$3 the range, $4 the offset. */
const DAYS = `WITH days AS (
    SELECT ${localDaySql('m.created_at', '$4')} AS day,
      COALESCE(sum(p.cents) FILTER (WHERE m.kind = 'salary' AND p.cents > 0), 0) AS salary_in,
      COALESCE(-sum(p.cents) FILTER (WHERE m.kind = 'salary' AND p.cents < 0), 0) AS salary_out,
      COALESCE(sum(p.cents) FILTER (WHERE m.kind = 'dividend' AND p.cents > 0), 0) AS dividend_in,
      COALESCE(-sum(p.cents) FILTER (WHERE m.kind = 'dividend' AND p.cents < 0), 0) AS dividend_out,
      COALESCE(sum(p.cents) FILTER (WHERE m.kind LIKE '%-transfer' AND p.cents > 0), 0) AS transfer_in,
      COALESCE(-sum(p.cents) FILTER (WHERE m.kind LIKE '%-transfer' AND p.cents < 0), 0) AS transfer_out
    FROM postings p JOIN movements m ON m.id = p.movement_id
    WHERE p.member_id = $1 AND p.wallet = 'MAIN' AND m.created_at >= $2 AND m.created_at < $3
      AND m.kind IN ('salary', 'dividend', 'upline-transfer', 'downline-transfer')
    GROUP BY 1
  )`;

function view(row: Record<Figure, number>) {
  const c = (f: Figure) => Number(row[f]);
  return {
    salaryIn: amount(c('salary_in')),
    salaryOut: amount(c('salary_out')),
    dividendIn: amount(c('dividend_in')),
    dividendOut: amount(c('dividend_out')),
    transferIn: amount(c('transfer_in')),
    transferOut: amount(c('transfer_out')),
    net: amount(
      c('salary_in') -
        c('salary_out') +
        c('dividend_in') -
        c('dividend_out') +
        c('transfer_in') -
        c('transfer_out'),
    ),
  };
}

const floats = FIGURES.map((f) => `${f}::float8 AS ${f}`).join(', ');
const sums = FIGURES.map((f) => `COALESCE(sum(${f}), 0)::float8 AS ${f}`).join(', ');

const agentIncome: CallHandler = async (ctx) => {
  const agent = requireAgent(ctx);
  const range = reportRange(ctx);
  const page = paging(ctx.input);
  const params = [agent.id, range.start, range.end, range.utcOffset];
  const rows = await ctx.db.query<Record<Figure, number> & { day: string }>(
    `${DAYS} SELECT day, ${floats} FROM days ORDER BY day DESC
     LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const totals = await ctx.db.query<Record<Figure, number> & { total: number }>(
    `${DAYS} SELECT count(*)::int AS total, ${sums} FROM days`,
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
    list: rows.rows.map((r) => ({ day: r.day, ...view(r) })),
  };
};

export const incomeHandlers: Record<string, CallHandler> = { agentIncome };
