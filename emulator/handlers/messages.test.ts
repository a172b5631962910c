import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login, start, type TestEmulator } from '../testing/harness.js';
import { notifyMember } from '../money/notify.js';
import type { Db } from '../db/database.js';

let emu: TestEmulator;
let token: string;

const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const get = async (path: string) => (await call(emu.url, 'GET', path, { token })).body;
const unread = async () => (await get('/wps/relay/CSP_unreadCount')).value?.count;
interface InboxItem {
  id: string;
  kind: string;
  title: string;
  read: boolean;
  createdAt: string;
  amount?: number;
}
const inbox = async (query = '') =>
  (await get(`/wps/relay/CSP_getInbox${query}`)).value as {
    list: InboxItem[];
    total: number;
    totalPages: number;
  };
const sendMail = (title = 'Hello', body = '<p>Hi</p>') =>
  ctl('POST', '/__emulator/messages', { merchant: 'dflt88', account: 'demo', title, body });

beforeAll(async () => {
  emu = await start();
  token = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
}, 60_000);
afterAll(async () => emu?.close());
afterEach(async () => {
  expect((await ctl('DELETE', '/__emulator/merchants/dflt88/members/demo/messages')).status).toBe(
    200,
  );
});

describe('inbox', () => {
  it('holds the seeded history: about 25 messages over 90 days, newest first, 3 unread', async () => {
    expect(await unread()).toBe(3);
    const page = await inbox('?pageNo=1&pageSize=10');
    expect(page.total).toBe(25);
    expect(page.totalPages).toBe(3);
    expect(page.list.map((m) => m.read)).toEqual([false, false, false, ...Array(7).fill(true)]);
    const times = page.list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = (await inbox('?pageNo=3&pageSize=10')).list.at(-1)!;
    expect(Date.now() - Date.parse(last.createdAt)).toBeGreaterThan(80 * 86_400_000);
    // Money notices carry a kind and an amount, no text: the client words them in its language.
    const notice = page.list.find((m) => m.kind === 'depositArrived')!;
    expect(notice).toMatchObject({ title: '', amount: expect.any(Number) });
  });

  it('reads one, reads all, and soft-deletes, keeping the count in step', async () => {
    const [first, second] = (await inbox()).list;
    const read = await call(emu.url, 'POST', '/wps/relay/CSP_readMessage', {
      token,
      body: { id: first!.id },
    });
    expect(read.body.value).toEqual({ id: first!.id, read: true, unread: 2 });
    const gone = await call(emu.url, 'DELETE', `/wps/relay/CSP_deleteMessage?id=${second!.id}`, {
      token,
    });
    expect(gone.body.value).toEqual({ id: second!.id, deleted: true, unread: 1 });
    expect((await inbox()).total).toBe(24);
    const all = await call(emu.url, 'POST', '/wps/relay/CSP_readAllMessages', { token, body: {} });
    expect(all.body.value).toEqual({ marked: 1, unread: 0 });
    expect(await unread()).toBe(0);
    // A deleted message cannot be read or deleted again.
    const again = await call(emu.url, 'DELETE', `/wps/relay/CSP_deleteMessage?id=${second!.id}`, {
      token,
    });
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it("refuses another member's message as not found", async () => {
    const other = String((await login(emu.url, 'player01', 'Player1234')).body.value?.token);
    const id = (await inbox()).list[0]!.id;
    const r = await call(emu.url, 'POST', '/wps/relay/CSP_readMessage', {
      token: other,
      body: { id },
    });
    expect(r.body.code).toBe('NOT_FOUND');
    expect(await unread()).toBe(3);
  });

  it('needs a login', async () => {
    const r = await call(emu.url, 'GET', '/wps/relay/CSP_unreadCount');
    expect(r.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('notifications', () => {
  it('answers only the cursor at first, then what came after it, once', async () => {
    const first = (await get('/wps/relay/CSP_notifications')).value as {
      cursor: string;
      list: unknown[];
    };
    expect(first.list).toEqual([]);
    expect((await sendMail('Weekly news')).status).toBe(201);
    const next = (await get(`/wps/relay/CSP_notifications?after=${first.cursor}`)).value as {
      cursor: string;
      list: { kind: string; messageId: string }[];
    };
    expect(next.list).toEqual([expect.objectContaining({ kind: 'newMail', title: 'Weekly news' })]);
    expect(await unread()).toBe(4);
    expect((await inbox()).list[0]).toMatchObject({ title: 'Weekly news', read: false });
    const after = (await get(`/wps/relay/CSP_notifications?after=${next.cursor}`)).value;
    expect(after).toEqual({ cursor: next.cursor, list: [] });
  });

  it('restarts from the end when the cursor predates a reset of the inbox', async () => {
    await sendMail();
    const cursor = ((await get('/wps/relay/CSP_notifications')).value as { cursor: string }).cursor;
    await ctl('DELETE', '/__emulator/merchants/dflt88/members/demo/messages');
    const r = (await get(`/wps/relay/CSP_notifications?after=${cursor}`)).value as {
      cursor: string;
      list: unknown[];
    };
    expect(r.list).toEqual([]);
    expect(BigInt(r.cursor)).toBeLessThan(BigInt(cursor));
  });

  it('rejects a malformed mail from the control API, naming the field', async () => {
    const r = await ctl('POST', '/__emulator/messages', {
      merchant: 'dflt88',
      account: 'demo',
      title: '',
      body: 'x',
    });
    expect(r).toEqual({ status: 400, body: { error: '/title must be a non-empty string' } });
    expect(
      (
        await ctl('POST', '/__emulator/messages', {
          merchant: 'dflt88',
          account: 'nobody',
          title: 't',
          body: 'b',
        })
      ).status,
    ).toBe(404);
  });
});

describe('notifyMember', () => {
  it('stores the kind and the amount in cents, and the feed points at the message', async () => {
    await checkNotify(emu.db);
  });
});

/** Straight on the database: DEPOSIT and WITHDRAW call it inside their own transactions. */
async function checkNotify(db: Db) {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM members WHERE merchant = 'dflt88' AND account = 'demo'",
  );
  const at = Date.UTC(2026, 10, 23, 12, 0, 0);
  const sent = await notifyMember(db, rows[0]!.id, 'withdrawalApproved', { amount: 1234.5, at });
  const message = await db.query(
    'SELECT kind, title, amount_cents, created_at FROM messages WHERE id = $1',
    [sent.messageId],
  );
  expect(message.rows[0]).toEqual({
    kind: 'withdrawalApproved',
    title: '',
    amount_cents: 123450,
    created_at: new Date(at),
  });
  const note = await db.query(
    'SELECT kind, amount_cents, message_id FROM notifications WHERE id = $1',
    [sent.notificationId],
  );
  expect(note.rows[0]).toEqual({
    kind: 'withdrawalApproved',
    amount_cents: 123450,
    message_id: sent.messageId,
  });
  await expect(notifyMember(db, 999_999, 'newMail', { at })).rejects.toThrow(/no member/);
}
