// Tells a member about something that happened to them (§8): an inbox message plus a notification the front end polls
// and shows as a toast. Money flows (deposit, withdrawal) call this inside their transaction so both commit together.
import type { Db } from '../db/database.js';

export const NOTIFY_KINDS = [
  'newMail',
  'depositArrived',
  'withdrawalApproved',
  'withdrawalRejected',
  'depositFailed',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

export interface NotifyData {
  /** Money amount with 2 decimals (the wire unit); stored as cents. */
  amount?: number;
  /** When it happened, ms since the epoch (the emulator clock, so tests can fix it). */
  at: number;
  /** Only for 'newMail': the operator's subject and body (plain text or HTML). */
  title?: string;
  body?: string;
}

export async function notifyMember(
  db: Pick<Db, 'query'>,
  memberId: number,
  kind: NotifyKind,
  data: NotifyData,
): Promise<{ messageId: number; notificationId: number }> {
  const at = new Date(data.at).toISOString();
  const cents = data.amount === undefined ? null : Math.round(data.amount * 100);
  const message = await db.query<{ id: number }>(
    `INSERT INTO messages (merchant, member_id, kind, title, body, amount_cents, created_at)
     SELECT merchant, id, $2, $3, $4, $5, $6 FROM members WHERE id = $1 RETURNING id`,
    [memberId, kind, data.title ?? '', data.body ?? '', cents, at],
  );
  const messageId = message.rows[0]?.id;
  if (messageId === undefined) throw new Error(`notifyMember: no member ${memberId}`);
  const notification = await db.query<{ id: string }>(
    `INSERT INTO notifications (merchant, member_id, kind, amount_cents, at, message_id)
     SELECT merchant, member_id, kind, amount_cents, created_at, id FROM messages WHERE id = $1 RETURNING id`,
    [messageId],
  );
  return { messageId, notificationId: Number(notification.rows[0]!.id) };
}
