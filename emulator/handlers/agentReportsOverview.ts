// Team overview (issue 14 point 3, §2 agentTeamOverview): the team's size, new and active members,
// deposits, withdrawals, bets and profit over a period, in all and per local day (the charts).
import type { CallHandler } from '../context.js';
import {
  SCOPE_BETS,
  SCOPE_CTE,
  SCOPE_MAIN_POSTINGS,
  amount,
  daysOf,
  localDaySql,
  reportRange,
  reportScope,
  scopeParams,
} from './agentReportsScope.js';

interface DayFigures {
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawn: number;
  bets: number;
  validBets: number;
  profit: number;
}

const ZERO: DayFigures = {
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawn: 0,
  bets: 0,
  validBets: 0,
  profit: 0,
};

/** The three parts of the figures, each per day and (day NULL) over the whole period. */
interface BetPart {
  day: string | null;
  active: number;
  bet: number;
  valid_bet: number;
  win_loss: number;
}
interface MoneyPart {
  day: string | null;
  deposits: number;
  withdrawn: number;
}
interface JoinPart {
  day: string | null;
  joined: number;
}

const agentTeamOverview: CallHandler = async (ctx) => {
  const range = reportRange(ctx);
  const scope = await reportScope(ctx);
  const params = [...scopeParams(scope), range.start, range.end, range.utcOffset];
  // GROUPING SETS ((day), ()): the days and the period in one pass; an active member counts
  // once in the period however many days it played.
  const betDay = localDaySql('b.placed_at', '$5');
  const bets = await ctx.db.query<BetPart>(
    `${SCOPE_CTE}
     SELECT ${betDay} AS day, count(DISTINCT b.member_id)::int AS active,
       COALESCE(sum(b.bet_cents) FILTER (WHERE b.status <> 'CANCELLED'), 0)::float8 AS bet,
       COALESCE(sum(b.valid_bet_cents), 0)::float8 AS valid_bet,
       COALESCE(sum(b.payout_cents - b.bet_cents) FILTER (WHERE b.status = 'SETTLED'), 0)::float8 AS win_loss
     FROM ${SCOPE_BETS}
     GROUP BY GROUPING SETS ((${betDay}), ())`,
    params,
  );
  const moneyDay = localDaySql('m.created_at', '$5');
  // Withdrawal holds are debits, returns of rejected ones credits: what really left is the rest.
  const money = await ctx.db.query<MoneyPart>(
    `${SCOPE_CTE}
     SELECT ${moneyDay} AS day,
       COALESCE(sum(m.cents) FILTER (WHERE m.kind = 'deposit'), 0)::float8 AS deposits,
       COALESCE(-sum(m.cents) FILTER (WHERE m.kind IN ('withdrawal', 'withdrawal-return')), 0)::float8 AS withdrawn
     FROM ${SCOPE_MAIN_POSTINGS}
     WHERE m.kind IN ('deposit', 'withdrawal', 'withdrawal-return')
     GROUP BY GROUPING SETS ((${moneyDay}), ())`,
    params,
  );
  const joinDay = localDaySql('s.registered_at', '$5');
  const joined = await ctx.db.query<JoinPart & { size: number }>(
    `${SCOPE_CTE}
     SELECT ${joinDay} AS day, count(*)::int AS joined, 0 AS size
       FROM scope s WHERE s.registered_at >= $3 AND s.registered_at < $4 GROUP BY 1
     UNION ALL
     SELECT NULL, count(*) FILTER (WHERE s.registered_at >= $3 AND s.registered_at < $4)::int,
       count(*)::int FROM scope s`,
    params,
  );

  const byDay = new Map<string | null, DayFigures>();
  const at = (day: string | null) => {
    let figures = byDay.get(day);
    if (!figures) byDay.set(day, (figures = { ...ZERO }));
    return figures;
  };
  for (const r of bets.rows)
    Object.assign(at(r.day), {
      activeMembers: r.active,
      bets: amount(r.bet),
      validBets: amount(r.valid_bet),
      profit: amount(r.win_loss),
    });
  for (const r of money.rows)
    Object.assign(at(r.day), { deposits: amount(r.deposits), withdrawn: amount(r.withdrawn) });
  for (const r of joined.rows) at(r.day).newMembers = r.joined;

  const teamSize = joined.rows.find((r) => r.day === null)?.size ?? 0;
  return {
    from: range.from,
    to: range.to,
    teamSize,
    ...at(null),
    days: daysOf(range).map((day) => ({ day, ...(byDay.get(day) ?? ZERO) })),
  };
};

export const overviewHandlers: Record<string, CallHandler> = { agentTeamOverview };
