// Who may use the agent-team calls (agents only, §6) and which members are in an agent's team.
import { AGENT_TYPES, requireMember, type CallContext, type MemberRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import type { Queryable } from '../money/ledger.js';

/** The agent making the call; anyone else (members, trial users) is refused. */
export function requireAgent(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (!AGENT_TYPES.includes(m.type))
    throw new ApiError('OPERATION_NOT_ALLOWED', 'only agents have a team');
  return m;
}

/** A tree deeper than this is a loop in the data, not a team. */
export const MAX_TEAM_DEPTH = 50;

export interface TeamMember {
  id: number;
  account: string;
  /** 1 for the agent's direct downline, 2 for theirs, … */
  level: number;
}

/**
 * A member of the agent's team (any level) by account, or undefined when there is no such member
 * or it belongs to another team: walks up from the member, so it reads a handful of rows.
 */
export async function teamMemberOf(
  db: Queryable,
  agent: MemberRow,
  account: string,
): Promise<TeamMember | undefined> {
  const { rows } = await db.query<TeamMember>(
    `WITH RECURSIVE up AS (
       SELECT id, upline_id, 0 AS depth, account AS start_account, id AS start_id FROM members
        WHERE merchant = $1 AND lower(account) = lower($2)
       UNION ALL
       SELECT m.id, m.upline_id, up.depth + 1, up.start_account, up.start_id
         FROM members m JOIN up ON m.id = up.upline_id
        WHERE up.depth < ${MAX_TEAM_DEPTH}
     )
     SELECT start_id AS id, start_account AS account, depth AS level FROM up WHERE id = $3 AND depth > 0`,
    [agent.merchant, account.trim(), agent.id],
  );
  return rows[0];
}

/** Refuses an account that is not in the agent's team, in the same words whether it exists or not. */
export async function requireTeamMember(
  db: Queryable,
  agent: MemberRow,
  account: string,
): Promise<TeamMember> {
  const member = await teamMemberOf(db, agent, account);
  if (!member) throw new ApiError('OPERATION_NOT_ALLOWED', `${account} is not in your team`);
  return member;
}
