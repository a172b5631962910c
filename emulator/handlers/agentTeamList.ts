// The team tree of downlineManagmentView (§2): one node's children, or a search over the whole
// team, paged by the server. The team is one recursive walk from the agent down (1,000+ rows at
// most for the seeded agent01), with each member's path, so team sizes come from one GROUP BY.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents } from '../money/ledger.js';
import { AGENT_TYPES } from '../context.js';
import { MAX_TEAM_DEPTH, requireAgent, requireTeamMember } from './agentTeamAccess.js';

const SORTS = {
  registeredAt: 'registered_at',
  account: 'lower(account)',
  balance: 'balance_cents',
  teamSize: 'team_size',
  lastLogin: 'last_login_at',
} as const;
type SortKey = keyof typeof SORTS;

interface Row {
  id: number;
  account: string;
  nickname: string;
  type: number;
  level: number;
  upline_account: string;
  registered_at: Date;
  last_login_at: Date | null;
  team_size: number;
  /** bigint: the driver may give a string or a number */
  balance_cents: string | number;
  frozen: boolean;
}

/** LIKE's own characters in a typed prefix match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const downlineList: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const pageNo = Math.max(1, Number(ctx.input.pageNo ?? 1));
  const pageSize = Number(ctx.input.pageSize ?? 20);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new ApiError('VALIDATION_FAILED', '/pageSize must be from 1 to 100');
  const sortBy: SortKey =
    typeof ctx.input.sortBy === 'string' && ctx.input.sortBy in SORTS
      ? (ctx.input.sortBy as SortKey)
      : 'registeredAt';
  const direction = ctx.input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const search = typeof ctx.input.account === 'string' ? ctx.input.account.trim() : '';
  const parentAccount =
    typeof ctx.input.parentAccount === 'string' ? ctx.input.parentAccount.trim() : '';

  // The node whose children are listed: the agent, or a member of its team (never another's).
  const parent =
    parentAccount && parentAccount.toLowerCase() !== me.account.toLowerCase()
      ? await requireTeamMember(ctx.db, me, parentAccount)
      : null;
  const filter = search ? 'lower(m.account) LIKE $2' : 'm.upline_id = $2';
  const params = [me.id, search ? likePrefix(search) : (parent?.id ?? me.id)];
  const nulls = sortBy === 'lastLogin' ? (direction === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST') : '';
  const { rows } = await ctx.db.query<Row & { total: number }>(
    `WITH RECURSIVE team AS (
       SELECT id, 1 AS level, ARRAY[id] AS path FROM members WHERE upline_id = $1
       UNION ALL
       SELECT m.id, t.level + 1, t.path || m.id FROM members m JOIN team t ON m.upline_id = t.id
        WHERE t.level < ${MAX_TEAM_DEPTH}
     ), sizes AS (
       SELECT a AS id, count(*)::int AS n FROM team, unnest(path[1:cardinality(path) - 1]) a GROUP BY a
     ), listed AS (
       SELECT m.id, m.account, m.nickname, m.type, t.level, u.account AS upline_account,
              m.registered_at, m.last_login_at, COALESCE(s.n, 0) AS team_size,
              COALESCE((SELECT sum(p.cents) FROM postings p WHERE p.member_id = m.id AND p.wallet = 'MAIN'), 0)::bigint
                AS balance_cents,
              EXISTS (SELECT 1 FROM member_freezes f WHERE f.member_id = m.id) AS frozen
         FROM team t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id
         LEFT JOIN sizes s ON s.id = m.id
        WHERE ${filter}
     )
     SELECT *, count(*) OVER ()::int AS total FROM listed
      ORDER BY ${SORTS[sortBy]} ${direction} ${nulls}, id ${direction}
      LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  );
  const total = rows[0]?.total ?? (pageNo > 1 ? await countListed(ctx, me.id, filter, params) : 0);
  const trail = parent ? await trailTo(ctx, me.id, parent.id) : [];
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    ...(parent ? { parent: { account: parent.account, level: parent.level } } : {}),
    trail,
    list: rows.map((r) => ({
      account: r.account,
      nickname: r.nickname,
      type: AGENT_TYPES.includes(r.type) ? ('agent' as const) : ('player' as const),
      level: r.level,
      uplineAccount: r.upline_account,
      status: r.frozen ? ('frozen' as const) : ('active' as const),
      balance: fromCents(BigInt(String(r.balance_cents))),
      teamSize: r.team_size,
      registeredAt: iso(r.registered_at)!,
      ...(r.last_login_at ? { lastLoginAt: iso(r.last_login_at)! } : {}),
    })),
  };
};

/** The total of a page past the end (the window count needs at least one row). */
async function countListed(
  ctx: Parameters<CallHandler>[0],
  meId: number,
  filter: string,
  params: unknown[],
): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `WITH RECURSIVE team AS (
       SELECT id, 1 AS level FROM members WHERE upline_id = $1
       UNION ALL
       SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < ${MAX_TEAM_DEPTH}
     )
     SELECT count(*)::int AS n FROM team t JOIN members m ON m.id = t.id WHERE ${filter}`,
    [meId, params[1]],
  );
  return rows[0]!.n;
}

/** The accounts from the agent's direct downline down to `nodeId` (the page's breadcrumb). */
async function trailTo(ctx: Parameters<CallHandler>[0], meId: number, nodeId: number) {
  const { rows } = await ctx.db.query<{ account: string; nickname: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, upline_id, account, nickname, 0 AS depth FROM members WHERE id = $1
       UNION ALL
       SELECT m.id, m.upline_id, m.account, m.nickname, up.depth + 1 FROM members m JOIN up ON m.id = up.upline_id
        WHERE up.upline_id <> $2 AND up.depth < ${MAX_TEAM_DEPTH}
     )
     SELECT account, nickname FROM up ORDER BY depth DESC`,
    [nodeId, meId],
  );
  return rows.map((r) => ({ account: r.account, nickname: r.nickname }));
}

export const teamListHandlers: Record<string, CallHandler> = { downlineList };
