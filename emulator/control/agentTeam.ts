// Control route of the agent team: the shape of an agent's team (size and members per level), so a
// journey can check it lists a big team without counting pages, and the links it has handed out.
import type { EmulatorState } from '../context.js';
import { MAX_TEAM_DEPTH } from '../handlers/agentTeamAccess.js';
import { bad, json, type ControlRoute } from './answer.js';

async function memberId(state: EmulatorState, merchant: string, account: string) {
  return (
    await state.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [merchant, account],
    )
  ).rows[0]?.id;
}

/** GET /__emulator/merchants/:code/members/:account/team: { size, depth, levels: { "1": n, … }, links }. */
const teamShape: ControlRoute = async (state, p) => {
  const id = await memberId(state, p.code!, p.account!);
  if (id === undefined) return bad(`no member ${p.account} on ${p.code}`, 404);
  const { rows } = await state.db.query<{ level: number; n: number }>(
    `WITH RECURSIVE team AS (
       SELECT id, 1 AS level FROM members WHERE upline_id = $1
       UNION ALL
       SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < ${MAX_TEAM_DEPTH}
     )
     SELECT level, count(*)::int AS n FROM team GROUP BY level ORDER BY level`,
    [id],
  );
  const { rows: links } = await state.db.query<{
    code: string;
    type: string;
    registrations: number;
  }>(
    `SELECT l.code, l.member_type AS type,
            (SELECT count(*)::int FROM members r WHERE r.invitation_link_id = l.id) AS registrations
       FROM invitation_links l WHERE l.owner_id = $1 AND l.deleted_at IS NULL ORDER BY l.id`,
    [id],
  );
  return json({
    size: rows.reduce((sum, r) => sum + r.n, 0),
    depth: rows.length,
    levels: Object.fromEntries(rows.map((r) => [String(r.level), r.n])),
    links,
  });
};

export const agentTeamRoutes: [string, string, ControlRoute][] = [
  ['GET', '/__emulator/merchants/:code/members/:account/team', teamShape],
];
