// Team betting (issue 14 point 5, §2 personalHistoryCopy of the agent centre): the bets of the
// agent's team, newest first, with the sums of the page and of the whole filter. The downline
// filter shows that member's own bets (its own team's bets are in the unfiltered list).
import type { CallHandler } from '../context.js';
import {
  SCOPE_BETS,
  SCOPE_CTE,
  amount,
  reportRange,
  reportScope,
  scopeParams,
  totalPages,
} from './agentReportsScope.js';
import { paging } from './recordsRange.js';

interface BetRow {
  id: string;
  account: string;
  level: number;
  vendor: string;
  game_type: string;
  game_name: string;
  bet_cents: number;
  valid_bet_cents: number;
  payout_cents: number;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  placed_at: Date;
}

interface Sums {
  bet: number;
  validBet: number;
  winLoss: number;
}

/** A bet's contribution to the sums, as the records count it (see records.ts RAW_SUMS). */
const centsOf = (b: BetRow) => ({
  bet: b.status === 'CANCELLED' ? 0 : b.bet_cents,
  validBet: b.valid_bet_cents,
  winLoss: b.status === 'SETTLED' ? b.payout_cents - b.bet_cents : 0,
});

const agentTeamBets: CallHandler = async (ctx) => {
  const range = reportRange(ctx);
  const scope = await reportScope(ctx);
  const page = paging(ctx.input);
  const gameType = typeof ctx.input.gameType === 'string' ? ctx.input.gameType : null;
  const params = [...scopeParams(scope), range.start, range.end, gameType];
  const where = `$5::text IS NULL OR b.game_type = $5`;
  const rows = await ctx.db.query<BetRow>(
    `${SCOPE_CTE}
     SELECT b.id::text, s.account, s.level, b.vendor, b.game_type, b.game_name,
       b.bet_cents::float8 AS bet_cents, b.valid_bet_cents::float8 AS valid_bet_cents,
       b.payout_cents::float8 AS payout_cents, b.status, b.placed_at
     FROM ${SCOPE_BETS}
     WHERE ${where}
     ORDER BY b.placed_at DESC, b.id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    params,
  );
  const totals = await ctx.db.query<{
    total: number;
    bet: number;
    valid_bet: number;
    win_loss: number;
  }>(
    `${SCOPE_CTE}
     SELECT count(*)::int AS total,
       COALESCE(sum(b.bet_cents) FILTER (WHERE b.status <> 'CANCELLED'), 0)::float8 AS bet,
       COALESCE(sum(b.valid_bet_cents), 0)::float8 AS valid_bet,
       COALESCE(sum(b.payout_cents - b.bet_cents) FILTER (WHERE b.status = 'SETTLED'), 0)::float8 AS win_loss
     FROM ${SCOPE_BETS}
     WHERE ${where}`,
    params,
  );
  const sums = totals.rows[0];
  const total = sums?.total ?? 0;
  const pageCents = rows.rows.reduce(
    (acc, b) => {
      const c = centsOf(b);
      return {
        bet: acc.bet + c.bet,
        validBet: acc.validBet + c.validBet,
        winLoss: acc.winLoss + c.winLoss,
      };
    },
    { bet: 0, validBet: 0, winLoss: 0 },
  );
  const pageTotals: Sums = {
    bet: amount(pageCents.bet),
    validBet: amount(pageCents.validBet),
    winLoss: amount(pageCents.winLoss),
  };
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: totalPages(total, page.pageSize),
    totals: {
      bet: amount(sums?.bet),
      validBet: amount(sums?.valid_bet),
      winLoss: amount(sums?.win_loss),
    },
    pageTotals,
    list: rows.rows.map((b) => {
      const c = centsOf(b);
      return {
        id: b.id,
        account: b.account,
        level: b.level,
        vendor: b.vendor,
        gameType: b.game_type,
        gameName: b.game_name,
        bet: amount(b.bet_cents),
        validBet: amount(c.validBet),
        winLoss: amount(c.winLoss),
        status: b.status,
        placedAt: new Date(b.placed_at).toISOString(),
      };
    }),
  };
};

export const teamBetHandlers: Record<string, CallHandler> = { agentTeamBets };
