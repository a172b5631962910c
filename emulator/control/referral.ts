// Control routes for referrals: what a member's code brought in (with the friends' real accounts, which the
// member's own call masks), and a reset that puts the member back as the seed left it after a journey.
import { ApiError } from '../http/envelope.js';
import { post } from '../money/ledger.js';
import { referralCodeOf } from '../handlers/referralProgramme.js';
import type { EmulatorState } from '../context.js';
import { bad, json, type ControlRoute } from './answer.js';

async function memberId(state: EmulatorState, merchant: string, account: string) {
  return (
    await state.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [merchant, account],
    )
  ).rows[0]?.id;
}

interface ReferralRow {
  friend_id: number;
  account: string;
  reward_cents: string;
  movement_id: string | null;
  registered_at: Date;
}

/** GET /__emulator/merchants/:code/members/:account/referrals: the code and every friend, newest first. */
const listReferrals: ControlRoute = async (state, p) => {
  const id = await memberId(state, p.code!, p.account!);
  if (id === undefined) return bad(`no member ${p.account} on ${p.code}`, 404);
  const { rows } = await state.db.query<ReferralRow>(
    `SELECT r.friend_id, f.account, r.reward_cents::text AS reward_cents, r.movement_id::text AS movement_id,
            r.registered_at
       FROM referrals r JOIN members f ON f.id = r.friend_id
      WHERE r.referrer_id = $1 ORDER BY r.registered_at DESC, r.friend_id DESC`,
    [id],
  );
  return json({
    code: await referralCodeOf(state.db, p.code!, id),
    friends: rows.map((r) => ({
      friendId: r.friend_id,
      account: r.account,
      rewardCents: Number(r.reward_cents),
      movementId: r.movement_id === null ? null : Number(r.movement_id),
      registeredAt: new Date(r.registered_at).toISOString(),
    })),
  });
};

/**
 * POST /__emulator/merchants/:code/members/:account/referrals/reset: forgets the member's friends (their accounts
 * stay, as plain members) and takes each reward back with an adjustment movement (the ledger is append-only), so the
 * balance is what it was before. The code stays: it is the member's for good.
 */
const resetReferrals: ControlRoute = async (state, p) => {
  const id = await memberId(state, p.code!, p.account!);
  if (id === undefined) return bad(`no member ${p.account} on ${p.code}`, 404);
  try {
    return await state.db.transaction(async (tx) => {
      const { rows } = await tx.query<ReferralRow>(
        `SELECT r.friend_id, r.reward_cents::text AS reward_cents, r.movement_id::text AS movement_id
           FROM referrals r WHERE r.referrer_id = $1 ORDER BY r.friend_id FOR UPDATE`,
        [id],
      );
      for (const row of rows) {
        const cents = Number(row.reward_cents);
        await post(tx, {
          memberId: id,
          kind: 'adjustment',
          reference: `REF${row.friend_id}`,
          note: `referral reward of friend ${row.friend_id} taken back (reset)`,
          at: state.clock.now(),
          legs: [
            { account: { memberId: id, wallet: 'MAIN' }, cents: -cents },
            { account: { house: 'bonus' }, cents },
          ],
        });
      }
      await tx.query('DELETE FROM referrals WHERE referrer_id = $1', [id]);
      return json({ reset: true, friendsRemoved: rows.length });
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')
      return bad('the member has spent the rewards: nothing was reset', 409);
    throw error;
  }
};

export const referralRoutes: [string, string, ControlRoute][] = [
  ['GET', '/__emulator/merchants/:code/members/:account/referrals', listReferrals],
  ['POST', '/__emulator/merchants/:code/members/:account/referrals/reset', resetReferrals],
];
