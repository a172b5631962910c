// The demo member's reward centre: rewards to claim (two of them expiring within days), rewards claimed (paid
// through the ledger when they were claimed) and rewards that expired unclaimed. Every other member has none.
import type { Queryable } from '../money/ledger.js';
import { toCents } from '../money/ledger.js';
import {
  insertReward,
  payReward,
  titleIn,
  type RewardSource,
  type RewardTitle,
} from '../handlers/rewardsStore.js';
import type { MerchantSeed } from './merchants.js';
import { VIP_CURRENCY_SCALE } from './vip.js';

/** The one account with seeded rewards on every brand. */
export const REWARDS_ACCOUNT = 'demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoReward {
  source: RewardSource;
  title: RewardTitle;
  /** Dollars, scaled to the brand's currency. */
  dollars: number;
  grantedAgo: number;
  /** From the seed's clock; negative: already passed. Absent: never expires. */
  expiresIn?: number;
  /** How long ago it was claimed. */
  claimedAgo?: number;
}

export const DEMO_REWARDS: DemoReward[] = [
  {
    source: 'VIP_MONTHLY',
    title: { EN: 'VIP4 monthly bonus', CN: 'VIP4 月度奖金', KM: 'ប្រាក់រង្វាន់ប្រចាំខែ VIP4' },
    dollars: 60,
    grantedAgo: 2 * DAY,
    expiresIn: 20 * DAY,
  },
  {
    source: 'PROMOTION',
    title: {
      EN: 'Weekend reload bonus 20%',
      CN: '周末存款加赠 20%',
      KM: 'ប្រាក់រង្វាន់ដាក់ប្រាក់ចុងសប្តាហ៍ 20%',
    },
    dollars: 35.5,
    grantedAgo: 1 * DAY,
    expiresIn: 5 * HOUR,
  },
  {
    source: 'RAFFLE',
    title: { EN: 'Lucky draw prize', CN: '幸运抽奖奖金', KM: 'រង្វាន់ចាប់ឆ្នោតសំណាង' },
    dollars: 18.8,
    grantedAgo: 3 * DAY,
    expiresIn: 2 * DAY,
  },
  {
    source: 'PROMOTION',
    title: { EN: 'Daily check-in reward', CN: '每日签到奖励', KM: 'រង្វាន់ចុះឈ្មោះប្រចាំថ្ងៃ' },
    dollars: 3,
    grantedAgo: 6 * HOUR,
  },
  {
    source: 'VIP_UPGRADE',
    title: { EN: 'VIP4 upgrade bonus', CN: 'VIP4 晋级奖金', KM: 'ប្រាក់រង្វាន់ឡើងកម្រិត VIP4' },
    dollars: 288,
    grantedAgo: 31 * DAY,
    expiresIn: -1 * DAY,
    claimedAgo: 30 * DAY,
  },
  {
    source: 'VIP_UPGRADE',
    title: { EN: 'VIP3 upgrade bonus', CN: 'VIP3 晋级奖金', KM: 'ប្រាក់រង្វាន់ឡើងកម្រិត VIP3' },
    dollars: 88,
    grantedAgo: 62 * DAY,
    expiresIn: -32 * DAY,
    claimedAgo: 60 * DAY,
  },
  {
    source: 'PROMOTION',
    title: {
      EN: 'Sports parlay insurance',
      CN: '体育串关保险',
      KM: 'ការធានារ៉ាប់រងភ្នាល់កីឡាចម្រុះ',
    },
    dollars: 25,
    grantedAgo: 12 * DAY,
    expiresIn: 18 * DAY,
    claimedAgo: 10 * DAY,
  },
  {
    source: 'VIP_BIRTHDAY',
    title: { EN: 'VIP birthday bonus', CN: 'VIP 生日礼金', KM: 'ប្រាក់រង្វាន់ថ្ងៃកំណើត VIP' },
    dollars: 88,
    grantedAgo: 70 * DAY,
    expiresIn: -40 * DAY,
  },
  {
    source: 'REBATE',
    title: {
      EN: 'Weekly slots cashback 5%',
      CN: '每周电子游戏返现 5%',
      KM: 'ប្រាក់ត្រឡប់វិញស្លុតប្រចាំសប្តាហ៍ 5%',
    },
    dollars: 12.5,
    grantedAgo: 10 * DAY,
    expiresIn: -3 * DAY,
  },
];

/** How many of the demo rewards are claimable right after the seed (the badge's first count). */
export const DEMO_CLAIMABLE = DEMO_REWARDS.filter(
  (r) => r.claimedAgo === undefined && (r.expiresIn === undefined || r.expiresIn > 0),
).length;

/** Writes the demo member's rewards, relative to `nowMs`; the claimed ones are paid as they were back then. */
export async function seedDemoRewards(
  tx: Queryable,
  m: Pick<MerchantSeed, 'code' | 'currency' | 'defaultLanguage'>,
  memberId: number,
  nowMs: number,
): Promise<void> {
  const scale = VIP_CURRENCY_SCALE[m.currency] ?? 1;
  for (const r of DEMO_REWARDS) {
    const cents = toCents(Math.round(r.dollars * scale * 100) / 100);
    const id = await insertReward(tx, {
      merchant: m.code,
      memberId,
      source: r.source,
      title: r.title,
      cents,
      grantedAt: nowMs - r.grantedAgo,
      ...(r.expiresIn !== undefined ? { expiresAt: nowMs + r.expiresIn } : {}),
    });
    if (r.claimedAgo !== undefined)
      await payReward(
        tx,
        { id, member_id: memberId, amount_cents: cents.toString() },
        titleIn(r.title, m.defaultLanguage, 'EN'),
        nowMs - r.claimedAgo,
      );
  }
}
