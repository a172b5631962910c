// What every agent report (issue 14 points 3 and 5) reads first: the agent (agents only), the
// range of whole local days it asked for, and the part of its team the report covers (the whole
// team, every level below the agent, or one downline of it).
import type { CallContext, MemberRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { MAX_TEAM_DEPTH, requireAgent, requireTeamMember } from './agentTeamAccess.js';
import { recordsRange, type RecordsRange } from './recordsRange.js';

const DAY_MS = 86_400_000;

/** The local calendar day (YYYY-MM-DD) of an instant, `utcOffset` minutes east of UTC. */
export const localDay = (ms: number, utcOffset: number) =>
  new Date(ms + utcOffset * 60_000).toISOString().slice(0, 10);

export interface ReportRange extends RecordsRange {
  from: string;
  to: string;
  /** Minutes east of UTC the days are of. */
  utcOffset: number;
}

/**
 * The records' rules (YYYY-MM-DD days, from <= to, at most 90 days), and no day after the
 * agent's today: a report of days that have not happened would look like a quiet team.
 */
export function reportRange(ctx: CallContext): ReportRange {
  const range = recordsRange(ctx.input);
  const utcOffset = Number(ctx.input.utcOffset ?? 0);
  const from = String(ctx.input.from);
  const to = String(ctx.input.to);
  const today = localDay(ctx.now(), utcOffset);
  if (to > today)
    throw new ApiError(
      'VALIDATION_FAILED',
      `/to must not be after today (${today}), asked for ${to}`,
    );
  return { ...range, from, to, utcOffset };
}

/** Every day of a range, oldest first. */
export function daysOf({ from, to }: Pick<ReportRange, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS)
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

export interface ReportScope {
  agent: MemberRow;
  /** The one downline the report is narrowed to, or null for the whole team. */
  focusId: number | null;
}

/** The calling agent and the downline its `account` filter names (refused outside its team). */
export async function reportScope(ctx: CallContext): Promise<ReportScope> {
  const agent = requireAgent(ctx);
  const account = typeof ctx.input.account === 'string' ? ctx.input.account.trim() : '';
  if (account === '') return { agent, focusId: null };
  const member = await requireTeamMember(ctx.db, agent, account);
  return { agent, focusId: member.id };
}

/**
 * `scope (id, account, level, registered_at)`: the members a report covers, as a WITH RECURSIVE
 * list (start the statement with it). $1 is the agent's id, $2 the focus member's id or null.
 * Walks down from the agent through members_upline, one index lookup per member. The LATERAL
 * subqueries here and below end in OFFSET 0 so the planner keeps them per member: flattened into
 * a plain join it (having no statistics of the seeded tables) scans and sorts whole tables.
 */
export const SCOPE_CTE = `WITH RECURSIVE team AS (
    SELECT id, account, 1 AS level, registered_at FROM members WHERE upline_id = $1
    UNION ALL
    SELECT m.id, m.account, t.level + 1, m.registered_at
      FROM team t CROSS JOIN LATERAL (
        SELECT id, account, registered_at FROM members WHERE upline_id = t.id OFFSET 0) m
     WHERE t.level < ${MAX_TEAM_DEPTH}
  ), scope AS (
    SELECT * FROM team WHERE $2::int IS NULL OR id = $2::int
  )`;

/**
 * `scope s` joined with the bets of each member in the range ($3..$4) as `b`: one walk of
 * bets_member_placed per member, where a plain join scans and sorts every bet of every member
 * (300,000 and more) to keep the team's 10,000: half a second instead of tens of milliseconds.
 */
export const SCOPE_BETS = `scope s CROSS JOIN LATERAL (
    SELECT * FROM bets WHERE member_id = s.id AND placed_at >= $3 AND placed_at < $4 OFFSET 0) b`;

/**
 * `scope s` joined with each member's MAIN-wallet postings of movements in the range ($3..$4),
 * per member as SCOPE_BETS, as `m`: the movement (id, kind, note, created_at) with the member's
 * posting (member_id, cents).
 */
export const SCOPE_MAIN_POSTINGS = `scope s CROSS JOIN LATERAL (
    SELECT mv.id, mv.kind, mv.note, mv.created_at, p.member_id, p.cents FROM postings p
      JOIN movements mv ON mv.id = p.movement_id
     WHERE p.member_id = s.id AND p.wallet = 'MAIN' AND mv.created_at >= $3 AND mv.created_at < $4
    OFFSET 0) m`;

/** The first parameters of every report statement, matching SCOPE_CTE's $1 and $2. */
export const scopeParams = (scope: ReportScope): unknown[] => [scope.agent.id, scope.focusId];

/** `text` of a local day of a timestamp column, `offsetParam` the parameter holding minutes. */
export const localDaySql = (column: string, offsetParam: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetParam}::int), 'YYYY-MM-DD')`;

/** Cents (as the database sums them) to a wire amount with 2 decimals. */
export const amount = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

/** Pages of `pageSize` rows for `total` rows, at least one. */
export const totalPages = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
