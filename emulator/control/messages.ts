// Control routes for the inbox: the operator sends a member a mail (and its 'newMail' notification), and a journey
// puts a member's inbox back to its seed afterwards.
import type { EmulatorState } from '../context.js';
import { bad, isObj, json, type ControlRoute } from './answer.js';
import { notifyMember } from '../money/notify.js';
import { reseedMessages } from '../seed/messages.js';

type Handler = ControlRoute;

const MAX_TITLE = 200;
const MAX_BODY = 20_000;

async function memberOf(state: EmulatorState, merchant: string, account: string) {
  return (
    await state.db.query<{
      id: number;
      merchant: string;
      account: string;
      default_language: string;
    }>(
      `SELECT m.id, m.merchant, m.account, x.default_language FROM members m JOIN merchants x ON x.code = m.merchant
       WHERE m.merchant = $1 AND lower(m.account) = lower($2)`,
      [merchant, account],
    )
  ).rows[0];
}

/** POST /__emulator/messages { merchant, account, title, body }: a new mail, at the emulator's clock. */
const sendMail: Handler = async (state, _p, body) => {
  if (!isObj(body)) return bad('body must be { merchant, account, title, body }');
  for (const key of ['merchant', 'account', 'title', 'body'])
    if (typeof body[key] !== 'string' || body[key] === '')
      return bad(`/${key} must be a non-empty string`);
  const { merchant, account, title, body: text } = body as Record<string, string>;
  if (title!.length > MAX_TITLE) return bad(`/title must be at most ${MAX_TITLE} characters`);
  if (text!.length > MAX_BODY) return bad(`/body must be at most ${MAX_BODY} characters`);
  const member = await memberOf(state, merchant!, account!);
  if (!member) return bad(`no member ${account} on ${merchant}`, 404);
  const sent = await state.db.transaction((tx) =>
    notifyMember(tx, member.id, 'newMail', { at: state.clock.now(), title, body: text }),
  );
  return json(
    { messageId: String(sent.messageId), notificationId: String(sent.notificationId) },
    201,
  );
};

/** DELETE /__emulator/merchants/:code/members/:account/messages: the member's inbox back to its seed. */
const restoreInbox: Handler = async (state, p) => {
  const member = await memberOf(state, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  await state.db.transaction((tx) =>
    reseedMessages(tx, member, member.default_language, state.clock.now()),
  );
  const { rows } = await state.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE member_id = $1 AND read_at IS NULL',
    [member.id],
  );
  return json({ restored: true, unread: rows[0]?.n ?? 0 });
};

export const messageRoutes: [string, string, Handler][] = [
  ['POST', '/__emulator/messages', sendMail],
  ['DELETE', '/__emulator/merchants/:code/members/:account/messages', restoreInbox],
];
