// Platform messages (messageV2, INBOX3): unread count, inbox pages, read, read all, soft delete, and the
// notification feed the front end polls for its §8 toasts. Rows come from emulator/money/notify.ts and the seed.
import type { CallContext, CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';

const DEFAULT_PAGE_SIZE = 10;
/** A page larger than this is the caller's mistake, not a reason to read the whole inbox. */
const MAX_PAGE_SIZE = 100;

interface MessageRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  amount_cents: number | null;
  created_at: Date;
  read_at: Date | null;
}

interface NotificationRow {
  id: string;
  kind: string;
  amount_cents: number | null;
  at: Date;
  message_id: number | null;
  title: string | null;
}

const amountOf = (cents: number | null) => (cents === null ? {} : { amount: Number(cents) / 100 });

export async function unreadOf(ctx: CallContext): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
    [requireMember(ctx).id],
  );
  return rows[0]?.n ?? 0;
}

/** The member's live (not deleted) message by id, or NOT_FOUND: another member's id reads as missing. */
async function ownMessage(ctx: CallContext): Promise<number> {
  const id = Number(ctx.input.id);
  const { rows } = await ctx.db.query<{ id: number }>(
    'SELECT id FROM messages WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL',
    [id, requireMember(ctx).id],
  );
  if (!rows[0]) throw new ApiError('NOT_FOUND', `no message ${id}`);
  return id;
}

export const messageHandlers: Record<string, CallHandler> = {
  unreadCount: async (ctx) => ({ count: await unreadOf(ctx) }),

  inbox: async (ctx) => {
    const memberId = requireMember(ctx).id;
    const pageNo = Number(ctx.input.pageNo ?? 1);
    const pageSize = Math.min(Number(ctx.input.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const total =
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM messages WHERE member_id = $1 AND deleted_at IS NULL',
          [memberId],
        )
      ).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<MessageRow>(
      `SELECT id, kind, title, body, amount_cents, created_at, read_at FROM messages
       WHERE member_id = $1 AND deleted_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, pageSize, (pageNo - 1) * pageSize],
    );
    return {
      pageNo,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      list: rows.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        title: r.title,
        content: r.body,
        ...amountOf(r.amount_cents),
        read: r.read_at !== null,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  },

  readMessage: async (ctx) => {
    const id = await ownMessage(ctx);
    // Reading twice keeps the first read time.
    await ctx.db.query('UPDATE messages SET read_at = COALESCE(read_at, $2) WHERE id = $1', [
      id,
      new Date(ctx.now()).toISOString(),
    ]);
    return { id: String(id), read: true, unread: await unreadOf(ctx) };
  },

  readAllMessages: async (ctx) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `UPDATE messages SET read_at = $2
       WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL RETURNING id`,
      [requireMember(ctx).id, new Date(ctx.now()).toISOString()],
    );
    return { marked: rows.length, unread: 0 };
  },

  deleteMessage: async (ctx) => {
    const id = await ownMessage(ctx);
    // Soft delete: the platform keeps what it told the member; the inbox and the count no longer show it.
    await ctx.db.query('UPDATE messages SET deleted_at = $2 WHERE id = $1', [
      id,
      new Date(ctx.now()).toISOString(),
    ]);
    return { id: String(id), deleted: true, unread: await unreadOf(ctx) };
  },

  notifications: async (ctx) => {
    const memberId = requireMember(ctx).id;
    const current = (
      await ctx.db.query<{ id: string }>(
        'SELECT COALESCE(max(id), 0)::text AS id FROM notifications WHERE member_id = $1',
        [memberId],
      )
    ).rows[0]!.id;
    const after = ctx.input.after === undefined ? undefined : String(ctx.input.after);
    // No cursor yet (a fresh page): answer only where the feed stands, so nothing old is toasted
    // again at every login. A cursor past the end predates a platform reset: start from here too.
    if (after === undefined || BigInt(after) > BigInt(current))
      return { cursor: current, list: [] };
    const { rows } = await ctx.db.query<NotificationRow>(
      `SELECT n.id::text AS id, n.kind, n.amount_cents, n.at, n.message_id, m.title
       FROM notifications n LEFT JOIN messages m ON m.id = n.message_id
       WHERE n.member_id = $1 AND n.id > $2::bigint ORDER BY n.id LIMIT $3`,
      [memberId, after, MAX_PAGE_SIZE],
    );
    return {
      cursor: rows.at(-1)?.id ?? after,
      list: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        ...amountOf(r.amount_cents),
        ...(r.kind === 'newMail' && r.title ? { title: r.title } : {}),
        at: new Date(r.at).toISOString(),
        ...(r.message_id === null ? {} : { messageId: String(r.message_id) }),
      })),
    };
  },
};
