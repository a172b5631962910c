// The referral programme's rules, shared by the referral calls and registration: each member's stable invite code,
// the referrer a code names, and the reward a new friend earns the referrer (once per friend, through the ledger).
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { post, type Queryable } from '../money/ledger.js';
import { maskName } from './boards.js';
import { moduleFlags } from './modules.js';

/** Letters and digits a person can read back without confusing 0/O or 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
/** A code is these characters only; anything else cannot name a referrer and is refused before a lookup. */
export const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The programme is open where either of its switches is on (platform-facts: REFERRAL, REFERRAL.enabled). */
export const REFERRAL_MODULES = ['REFERRAL', 'REFERRAL.enabled'] as const;

/**
 * The code a member would get at the given attempt: derived from merchant and member, so it is the same on every
 * run of the seed; a later attempt is asked only when an earlier one is taken by someone else of the merchant.
 */
export function candidateCode(merchant: string, memberId: number, attempt: number): string {
  const digest = createHash('sha256')
    .update(`referral:${merchant}:${memberId}:${attempt}`)
    .digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[digest[i]! % CODE_ALPHABET.length];
  return code;
}

/** The member's invite code, made on the first ask and unchanged afterwards. */
export async function referralCodeOf(
  db: Queryable,
  merchant: string,
  memberId: number,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const existing = await db.query<{ code: string }>(
      'SELECT code FROM referral_codes WHERE member_id = $1',
      [memberId],
    );
    if (existing.rows[0]) return existing.rows[0].code;
    // ON CONFLICT covers both a second first-ask of the same member (the select above then finds its code) and a
    // code another member of the merchant already holds (the next attempt derives another).
    await db.query(
      `INSERT INTO referral_codes (member_id, merchant, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [memberId, merchant, candidateCode(merchant, memberId, attempt)],
    );
  }
  throw new Error(`no free referral code for member ${memberId} of ${merchant}`);
}

export interface Programme {
  rewardCents: number;
  qualifyingDepositCents: number;
}

export async function programmeOf(db: Queryable, merchant: string): Promise<Programme> {
  const row = (
    await db.query<{ reward_cents: string; qualifying_deposit_cents: string }>(
      'SELECT reward_cents::text, qualifying_deposit_cents::text FROM referral_programmes WHERE merchant = $1',
      [merchant],
    )
  ).rows[0];
  if (!row) throw new ApiError('OPERATION_NOT_ALLOWED', `${merchant} runs no referral programme`);
  return {
    rewardCents: Number(row.reward_cents),
    qualifyingDepositCents: Number(row.qualifying_deposit_cents),
  };
}

/**
 * The member a registration's referral code names. Undefined when no code came along or the merchant's programme is
 * off (the code is then ignored, not refused: the invite link outlives a switched-off programme); an unknown code is
 * REFERRAL_CODE_INVALID, checked before the account is made so the person can correct it.
 */
export async function referrerOf(
  db: Pick<Db, 'query'>,
  merchant: string,
  rawCode: string | undefined,
): Promise<number | undefined> {
  const code = rawCode?.trim().toUpperCase();
  if (!code) return undefined;
  const flags = await moduleFlags(db, merchant);
  if (!REFERRAL_MODULES.some((flag) => flags.get(flag) === true)) return undefined;
  const found = CODE_PATTERN.test(code)
    ? (
        await db.query<{ member_id: number }>(
          'SELECT member_id FROM referral_codes WHERE merchant = $1 AND code = $2',
          [merchant, code],
        )
      ).rows[0]
    : undefined;
  if (!found) throw new ApiError('REFERRAL_CODE_INVALID', 'the referral code is invalid');
  return found.member_id;
}

/**
 * Records the friend under the referrer and pays the referrer the programme's reward, inside the registration's
 * transaction. The friend's member id is the referrals table's key: a second call for the same friend (a retried
 * registration) finds the friend claimed and pays nothing. Returns whether this call paid.
 */
export async function creditReferral(
  tx: Queryable,
  merchant: string,
  referrerId: number,
  friend: { id: number; account: string },
  nowMs: number,
): Promise<boolean> {
  const { rewardCents } = await programmeOf(tx, merchant);
  const claimed = await tx.query(
    `INSERT INTO referrals (friend_id, merchant, referrer_id, registered_at, reward_cents)
     VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000), $5)
     ON CONFLICT (friend_id) DO NOTHING RETURNING friend_id`,
    [friend.id, merchant, referrerId, nowMs, rewardCents],
  );
  if (claimed.rows.length === 0) return false;
  const movementId = await post(tx, {
    memberId: referrerId,
    kind: 'bonus',
    reference: `REF${friend.id}`,
    note: `Referral reward: ${maskName(friend.account)}`,
    at: nowMs,
    legs: [
      { account: { house: 'bonus' }, cents: -rewardCents },
      { account: { memberId: referrerId, wallet: 'MAIN' }, cents: rewardCents },
    ],
  });
  await tx.query('UPDATE referrals SET movement_id = $2 WHERE friend_id = $1', [
    friend.id,
    movementId,
  ]);
  return true;
}
