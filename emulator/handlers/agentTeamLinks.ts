// Invitation links of registerCenter (§2 "link management"): an agent hands out a code; whoever
// registers with it (the register form reads ?affiliateCode=) lands under the agent, as an agent or
// a player as the link says. An agent's account name still works as a code, as it always did.
import { randomInt } from 'node:crypto';
import type { CallHandler, MerchantRow } from '../context.js';
import { AGENT_TYPES } from '../context.js';
import { ApiError } from '../http/envelope.js';
import type { Queryable } from '../money/ledger.js';
import { requireAgent } from './agentTeamAccess.js';

/** An agent keeps at most this many live links (the list is one screen, not a paging table). */
export const MAX_LINKS = 20;
export const MAX_NOTE = 40;
/** Member type numbers (§3): a link for agents makes type-1 agents, one for players members. */
export const NEW_MEMBER_TYPE = { agent: 1, player: 0 } as const;
export type LinkType = keyof typeof NEW_MEMBER_TYPE;

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

interface LinkRow {
  id: number;
  code: string;
  member_type: LinkType;
  note: string;
  created_at: Date;
  registrations: number;
}

/** The address a friend opens: the brand's main domain with the register page's parameter. */
export const linkUrl = (merchant: Pick<MerchantRow, 'main_domain'>, code: string) =>
  `https://${merchant.main_domain}/register?affiliateCode=${encodeURIComponent(code)}`;

const view = (merchant: MerchantRow, l: LinkRow) => ({
  id: l.id,
  code: l.code,
  type: l.member_type,
  note: l.note,
  url: linkUrl(merchant, l.code),
  registrations: l.registrations,
  createdAt: new Date(l.created_at).toISOString(),
});

const LINK_COLUMNS = `l.id, l.code, l.member_type, l.note, l.created_at,
  (SELECT count(*)::int FROM members r WHERE r.invitation_link_id = l.id) AS registrations`;

/** Where an affiliate code puts a new member: under its owner, with the link's member type. */
export interface Affiliate {
  uplineId: number;
  agentAccount: string;
  memberType: number;
  linkId: number | null;
}

/** A live link's code, or else an agent's account name; undefined when the code is neither. */
export async function affiliateOf(
  db: Queryable,
  merchant: string,
  code: string,
): Promise<Affiliate | undefined> {
  const { rows } = await db.query<{
    id: number;
    account: string;
    link_id: number;
    member_type: LinkType;
  }>(
    `SELECT a.id, a.account, l.id AS link_id, l.member_type FROM invitation_links l
       JOIN members a ON a.id = l.owner_id
      WHERE l.merchant = $1 AND upper(l.code) = upper($2) AND l.deleted_at IS NULL`,
    [merchant, code.trim()],
  );
  const link = rows[0];
  if (link)
    return {
      uplineId: link.id,
      agentAccount: link.account,
      memberType: NEW_MEMBER_TYPE[link.member_type],
      linkId: link.link_id,
    };
  const { rows: agents } = await db.query<{ id: number; account: string; type: number }>(
    'SELECT id, account, type FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
    [merchant, code.trim()],
  );
  const agent = agents[0];
  if (!agent || !AGENT_TYPES.includes(agent.type)) return undefined;
  return { uplineId: agent.id, agentAccount: agent.account, memberType: 0, linkId: null };
}

const invitationLinks: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const { rows } = await ctx.db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM invitation_links l
      WHERE l.owner_id = $1 AND l.deleted_at IS NULL ORDER BY l.created_at DESC, l.id DESC`,
    [me.id],
  );
  return { max: MAX_LINKS, list: rows.map((l) => view(ctx.merchant, l)) };
};

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

const invitationLinkCreate: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const type = ctx.input.type as LinkType;
  const note = typeof ctx.input.note === 'string' ? ctx.input.note.trim() : '';
  if (note.length > MAX_NOTE)
    throw new ApiError('VALIDATION_FAILED', `/note must be at most ${MAX_NOTE} characters`);
  return ctx.db.transaction(async (tx) => {
    // The count and the insert under the owner's row lock: two tabs cannot pass the limit together.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [me.id]);
    const { rows: live } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invitation_links WHERE owner_id = $1 AND deleted_at IS NULL',
      [me.id],
    );
    if (live[0]!.n >= MAX_LINKS)
      throw new ApiError('OPERATION_NOT_ALLOWED', `at most ${MAX_LINKS} links: delete one first`);
    // A clash of random codes is rare; a clash with an account name would make that name ambiguous.
    for (;;) {
      const code = newCode();
      const { rows } = await tx.query<LinkRow>(
        `INSERT INTO invitation_links (merchant, owner_id, code, member_type, note, created_at)
         SELECT $1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000)
          WHERE NOT EXISTS (SELECT 1 FROM members WHERE merchant = $1 AND lower(account) = lower($3))
         ON CONFLICT DO NOTHING
         RETURNING id, code, member_type, note, created_at, 0 AS registrations`,
        [ctx.merchant.code, me.id, code, type, note, ctx.now()],
      );
      if (rows[0]) return view(ctx.merchant, rows[0]);
    }
  });
};

const invitationLinkDelete: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const id = Number(ctx.input.id);
  const { rows } = await ctx.db.query<{ id: number }>(
    `UPDATE invitation_links SET deleted_at = to_timestamp($3::float8 / 1000)
      WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, me.id, ctx.now()],
  );
  if (!rows[0]) throw new ApiError('NOT_FOUND', `no link ${id} of yours`);
  return { deleted: true, id };
};

export const teamLinkHandlers: Record<string, CallHandler> = {
  invitationLinks,
  invitationLinkCreate,
  invitationLinkDelete,
};
