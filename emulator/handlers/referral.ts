// Referral calls (issue 13 point 5): the member's invite code and link with the programme's reward and totals, and
// the friends who registered with the code. Registration itself credits the referrer (registration.ts).
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { fromCents } from '../money/ledger.js';
import { maskName } from './boards.js';
import { programmeOf, referralCodeOf } from './referralProgramme.js';

/** The invite link's query parameter; the registration forms read the code from it. */
export const REFERRAL_PARAM = 'ref';

/**
 * Where the invite link points: the page's own origin when the caller names one (the member's brand may answer on
 * several hosts), else the merchant's main domain. Only a bare http(s) origin is taken, never a path or a script URL.
 */
export function inviteOrigin(requested: unknown, mainDomain: string): string {
  if (typeof requested === 'string') {
    try {
      const url = new URL(requested);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === requested)
        return url.origin;
    } catch {
      // not a URL: the main domain below
    }
  }
  return `https://${mainDomain}`;
}

export type FriendStatus = 'REGISTERED' | 'DEPOSITED' | 'QUALIFIED';

/** A friend who deposited at all has made the first deposit; one whose deposits reach the programme's bar qualifies. */
export function friendStatus(
  depositCount: number,
  depositCents: number,
  qualifyingCents: number,
): FriendStatus {
  if (depositCount === 0) return 'REGISTERED';
  return depositCents >= qualifyingCents ? 'QUALIFIED' : 'DEPOSITED';
}

/** GET MCSFE_getReferralInfo: code, link, the reward rule and the member's totals. */
const referralInfo: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const { db, merchant } = ctx;
  const programme = await programmeOf(db, merchant.code);
  const code = await referralCodeOf(db, merchant.code, member.id);
  const totals = (
    await db.query<{ friends: number; cents: string }>(
      `SELECT count(*)::int AS friends, COALESCE(SUM(reward_cents), 0)::text AS cents
         FROM referrals WHERE referrer_id = $1`,
      [member.id],
    )
  ).rows[0]!;
  const origin = inviteOrigin(ctx.input.origin, merchant.main_domain);
  return {
    code,
    link: `${origin}/register?${REFERRAL_PARAM}=${encodeURIComponent(code)}`,
    rewardPerFriend: fromCents(BigInt(programme.rewardCents)),
    qualifyingDeposit: fromCents(BigInt(programme.qualifyingDepositCents)),
    friends: totals.friends,
    rewardEarned: fromCents(BigInt(totals.cents)),
  };
};

interface FriendRow {
  account: string;
  registered_at: Date;
  reward_cents: string;
  deposits: number;
  deposit_cents: string;
}

/** GET MCSFE_getReferralFriends: the member's friends, newest first, accounts masked as on the winners board. */
const referralFriends: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const { db, merchant, input } = ctx;
  const pageNo = Number(input.pageNo ?? 1);
  const pageSize = Math.min(Number(input.pageSize ?? 20), 100);
  const { qualifyingDepositCents } = await programmeOf(db, merchant.code);
  const total = (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1',
      [member.id],
    )
  ).rows[0]!.n;
  const { rows } = await db.query<FriendRow>(
    `SELECT f.account, r.registered_at, r.reward_cents::text AS reward_cents,
            count(d.id)::int AS deposits, COALESCE(SUM(d.amount_cents), 0)::text AS deposit_cents
       FROM referrals r
       JOIN members f ON f.id = r.friend_id
       LEFT JOIN deposits d ON d.member_id = r.friend_id AND d.status = 'APPROVED'
      WHERE r.referrer_id = $1
      GROUP BY r.friend_id, f.account, r.registered_at, r.reward_cents
      ORDER BY r.registered_at DESC, r.friend_id DESC
      LIMIT $2 OFFSET $3`,
    [member.id, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: rows.map((row) => ({
      friend: maskName(row.account),
      registeredAt: new Date(row.registered_at).toISOString(),
      status: friendStatus(row.deposits, Number(row.deposit_cents), qualifyingDepositCents),
      reward: fromCents(BigInt(row.reward_cents)),
    })),
  };
};

export const referralHandlers: Record<string, CallHandler> = { referralInfo, referralFriends };
