// Missions (issue 13 point 6, MISSION.enabled): the member's missions with progress and status, the
// weekly leaderboard, and the claim of a completed mission's reward (paid once per period).
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, post } from '../money/ledger.js';
import { weekSpan, type MissionPeriod } from './missionPeriods.js';
import {
  claimableCount,
  memberMissions,
  missionSettings,
  missionView,
  realMember,
  zoneView,
} from './missionsProgress.js';
import { signInHandlers } from './missionsSignIn.js';

const missionSummary: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const at = ctx.now();
  const settings = await missionSettings(ctx.db, ctx.merchant.code);
  const period = ctx.input.period as MissionPeriod | undefined;
  const missions = await memberMissions(
    ctx.db,
    ctx.merchant.code,
    member.id,
    at,
    ctx.language,
    settings,
    { ...(period ? { period } : {}) },
  );
  // The badge counts every claimable mission, whatever page (daily tasks) asked.
  const all = period
    ? await memberMissions(ctx.db, ctx.merchant.code, member.id, at, ctx.language, settings)
    : missions;
  return {
    ...zoneView(settings, at),
    unclaimedCount: claimableCount(all),
    missions: missions.map(missionView),
  };
};

/** "de***o" for demo: enough for a player to find a friend, not enough to log in as them. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

const DEFAULT_BOARD_SIZE = 20;

/** Members ranked by valid bets this week (merchant's zone), the caller's own place beside. */
const missionLeaderboard: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const at = ctx.now();
  const settings = await missionSettings(ctx.db, ctx.merchant.code);
  const span = weekSpan(at, settings.utcOffsetMinutes);
  const size = Number(ctx.input.pageSize ?? DEFAULT_BOARD_SIZE);
  // Per member, so the (member_id, placed_at) index serves each sum instead of a scan of all bets.
  const { rows } = await ctx.db.query<{ id: number; account: string; score: string }>(
    `SELECT m.id, m.account, s.score::text AS score
     FROM members m CROSS JOIN LATERAL (
       SELECT COALESCE(sum(b.valid_bet_cents), 0) AS score FROM bets b
       WHERE b.member_id = m.id AND b.placed_at >= $2 AND b.placed_at < $3 AND b.status = 'SETTLED'
     ) s
     WHERE m.merchant = $1 AND s.score > 0
     ORDER BY s.score DESC, m.id`,
    [ctx.merchant.code, new Date(span.start).toISOString(), new Date(span.end).toISOString()],
  );
  const ranked = rows.map((r, i) => ({
    rank: i + 1,
    customerName: maskAccount(r.account),
    score: fromCents(BigInt(r.score)),
    self: r.id === member.id,
  }));
  const own = ranked.find((r) => r.self);
  return {
    period: 'WEEKLY',
    periodStart: new Date(span.start).toISOString(),
    periodEnd: new Date(span.end).toISOString(),
    ...zoneView(settings, at),
    list: ranked.slice(0, size),
    ...(own ? { own } : {}),
  };
};

/**
 * Pays a completed mission's reward as a 'bonus' movement named after the mission. Once per
 * Idempotency-Key (a retry gets the first answer), and once per period whatever the key: the member
 * row is locked before the claim is looked up, so two tabs wait for each other and the second finds
 * the first's claim (REWARD_ALREADY_CLAIMED); the claims' primary key backs the same rule.
 */
const missionClaim: CallHandler = async (ctx) => {
  const member = realMember(ctx);
  const missionId = String(ctx.input.missionId);
  return once(ctx, 'missionClaim', async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
    const at = ctx.now();
    const settings = await missionSettings(tx, ctx.merchant.code);
    const missions = await memberMissions(
      tx,
      ctx.merchant.code,
      member.id,
      at,
      ctx.language,
      settings,
    );
    const mission = missions.find((m) => m.id === missionId);
    if (!mission) throw new ApiError('NOT_FOUND', `no running mission ${missionId}`);
    if (mission.status === 'CLAIMED')
      throw new ApiError('REWARD_ALREADY_CLAIMED', 'this mission was claimed in this period');
    if (mission.status !== 'COMPLETE')
      throw new ApiError('MISSION_INCOMPLETE', 'this mission has not reached its target');
    const movementId = await post(tx, {
      memberId: member.id,
      kind: 'bonus',
      reference: `MISSION-${mission.id}-${mission.span.key}`,
      note: mission.title,
      at,
      legs: [
        { account: { house: 'bonus' }, cents: -mission.rewardCents },
        { account: { memberId: member.id, wallet: 'MAIN' }, cents: mission.rewardCents },
      ],
    });
    await tx.query(
      `INSERT INTO mission_claims (member_id, mission_id, period_key, reward_cents, movement_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        member.id,
        mission.id,
        mission.span.key,
        mission.rewardCents.toString(),
        movementId,
        new Date(at).toISOString(),
      ],
    );
    return {
      missionId: mission.id,
      reward: fromCents(mission.rewardCents),
      status: 'CLAIMED',
      unclaimedCount: claimableCount(missions) - 1,
    };
  });
};

export const missionHandlers: Record<string, CallHandler> = {
  missionSummary,
  missionLeaderboard,
  missionClaim,
  ...signInHandlers,
};
