// Control routes for account journeys: set a member's password state and IP history, read the mail the platform sent.
import type { Params } from '../http/router.js';
import type { EmulatorState } from '../context.js';
import { hashPassword } from '../seed/password.js';
import type { ControlAnswer } from './answer.js';
import type { Db } from '../db/database.js';
import { balanceCents, post, toCents } from '../money/ledger.js';

type Handler = (
  state: EmulatorState,
  params: Params,
  body: unknown,
  query: URLSearchParams,
) => Promise<ControlAnswer>;

const json = (value: unknown, status = 200): ControlAnswer => ({ status, json: value });
const bad = (message: string, status = 400): ControlAnswer => json({ error: message }, status);

/**
 * PUT /__emulator/merchants/:code/members/:account — each given key sets one thing:
 * { password, passwordExpired, defaultPassword, ips: string[], clearLockout: true, totpSecret, payeeName,
 * balance } (balance sets the MAIN wallet through an 'adjustment' movement against house cash).
 */
export const patchMember: Handler = async (state, p, body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return bad('body must be an object');
  const b = body as Record<string, unknown>;
  const { rows } = await state.db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
    [p.code, p.account],
  );
  const id = rows[0]?.id;
  if (id === undefined) return bad(`no member ${p.account} on ${p.code}`, 404);
  const db = state.db;
  if (typeof b.password === 'string')
    await db.query('UPDATE members SET password_hash = $1 WHERE id = $2', [
      await hashPassword(b.password),
      id,
    ]);
  if (typeof b.passwordExpired === 'boolean')
    await db.query('UPDATE members SET password_expires_at = $1 WHERE id = $2', [
      b.passwordExpired ? '2024-01-01T00:00:00Z' : null,
      id,
    ]);
  if (typeof b.defaultPassword === 'boolean')
    await db.query('UPDATE members SET default_password = $1 WHERE id = $2', [
      b.defaultPassword,
      id,
    ]);
  if (typeof b.totpSecret === 'string' || b.totpSecret === null)
    await db.query('UPDATE members SET totp_secret = $1 WHERE id = $2', [b.totpSecret, id]);
  if (typeof b.payeeName === 'string' || b.payeeName === null)
    await db.query('UPDATE members SET payee_name = $1 WHERE id = $2', [b.payeeName, id]);
  if (Array.isArray(b.ips)) {
    if (!b.ips.every((ip) => typeof ip === 'string')) return bad('/ips must be strings');
    // A history elsewhere makes the next login from here an "unrecorded IP" (two-factor).
    await db.query('DELETE FROM member_ips WHERE member_id = $1', [id]);
    for (const ip of b.ips as string[])
      await db.query('INSERT INTO member_ips (member_id, ip) VALUES ($1, $2)', [id, ip]);
  }
  if (b.balance !== undefined) {
    if (typeof b.balance !== 'number' || b.balance < 0 || !Number.isFinite(b.balance))
      return bad('/balance must be a number of 0 or more');
    await setMainBalance(db, id, toCents(b.balance));
  }
  // SMS and phone-authentication logins count their failures under the number, not the account.
  if (b.clearLockout === true)
    await db.query(
      `DELETE FROM login_failures WHERE merchant = $1 AND (username = lower($2)
         OR username = (SELECT mobile_num FROM members WHERE id = $3))`,
      [p.code, p.account, id],
    );
  return json({ updated: true, account: p.account });
};

/** Moves the difference between the MAIN wallet and the wanted balance, so the ledger stays the only truth. */
async function setMainBalance(db: Db, memberId: number, wanted: bigint): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const difference = wanted - (await balanceCents(tx, memberId));
    if (difference === 0n) return;
    await post(tx, {
      memberId,
      kind: 'adjustment',
      note: 'balance set through the control API',
      legs: [
        { account: { house: 'cash' }, cents: -difference },
        { account: { memberId, wallet: 'MAIN' }, cents: difference },
      ],
    });
  });
}

/** GET /__emulator/email/last?address=… — the newest mail the platform sent (to that address). */
export const lastEmail: Handler = async (state, _p, _b, q) => {
  const address = q.get('address');
  const { rows } = await state.db.query<{
    merchant: string;
    address: string;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `SELECT * FROM outbox_emails ${address ? 'WHERE lower(address) = lower($1)' : ''} ORDER BY id DESC LIMIT 1`,
    address ? [address] : [],
  );
  const r = rows[0];
  return r
    ? json({
        merchant: r.merchant,
        address: r.address,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
      })
    : bad('no mail sent yet', 404);
};
