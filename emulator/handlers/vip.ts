// VIP (issue 13 point 7): the member's level and progress (MCSFE_getPlayerRankProgress, replacing the placeholder
// of extras.ts) and the VIP bonus list: the ladder's bonuses per level and the VIP bonuses the member was granted
// (rewards of the VIP sources, paid through the ledger when claimed in the reward centre).
import type { CallHandler } from '../context.js';
import { fromCents } from '../money/ledger.js';
import { realMember } from './withdrawRules.js';
import { rewardView } from './rewards.js';
import { REWARD_COLUMNS, VIP_SOURCES, type RewardRow } from './rewardsStore.js';
import { vipStandingOf } from './vipLevel.js';

const amount = (cents: string) => fromCents(BigInt(cents));

const playerRankProgress: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const s = await vipStandingOf(ctx.db, ctx.merchant.code, m.id);
  return {
    currentRank: s.current.level,
    currentRankName: s.current.name,
    ...(s.next
      ? {
          nextRank: s.next.level,
          nextRankName: s.next.name,
          nextDeposit: amount(s.next.deposit_cents),
          nextTurnover: amount(s.next.turnover_cents),
        }
      : {}),
    progress: Math.min(s.depositProgress, s.betProgress),
    depositProgress: s.depositProgress,
    betProgress: s.betProgress,
    deposits: fromCents(s.depositCents),
    turnover: fromCents(s.turnoverCents),
  };
};

const vipBonusList: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const now = ctx.now();
  const [standing, received] = await Promise.all([
    vipStandingOf(ctx.db, ctx.merchant.code, m.id),
    ctx.db.query<RewardRow>(
      `SELECT ${REWARD_COLUMNS} FROM rewards r WHERE r.member_id = $1 AND r.source = ANY($2::text[])
        ORDER BY r.granted_at DESC, r.id DESC LIMIT 100`,
      [m.id, VIP_SOURCES],
    ),
  ]);
  return {
    currentLevel: standing.current.level,
    levels: standing.levels.map((l) => ({
      level: l.level,
      name: l.name,
      deposit: amount(l.deposit_cents),
      turnover: amount(l.turnover_cents),
      upgradeBonus: amount(l.upgrade_bonus_cents),
      monthlyBonus: amount(l.monthly_bonus_cents),
      birthdayBonus: amount(l.birthday_bonus_cents),
    })),
    received: received.rows.map((row) => rewardView(row, ctx, now)),
  };
};

export const vipHandlers: Record<string, CallHandler> = { playerRankProgress, vipBonusList };
