// Each brand's VIP ladder (issue 13 point 7): VIP0 to VIP6, the deposits and valid bets each level needs and the
// bonuses it pays. Written in US dollars and scaled to the brand's currency, like the other seeded amounts.
import { insertRows } from '../db/database.js';
import type { Queryable } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';

export interface VipLevelSeed {
  level: number;
  name: string;
  /** Lifetime deposits needed, in dollars. */
  deposit: number;
  /** Lifetime valid bets (turnover) needed, in dollars. */
  turnover: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
}

// prettier-ignore
const LADDER: [level: number, deposit: number, turnover: number, upgrade: number, monthly: number, birthday: number][] = [
  [0,       0,          0,    0,   0,   0],
  [1,     100,      1_000,    5,   0,  10],
  [2,   1_000,     20_000,   18,   5,  18],
  [3,  10_000,    200_000,   88,  20,  38],
  [4,  50_000,  2_000_000,  288,  60,  88],
  [5, 100_000, 10_000_000,  888, 180, 288],
  [6, 500_000, 50_000_000, 2888, 588, 888],
];

export const VIP_LADDER: VipLevelSeed[] = LADDER.map(
  ([level, deposit, turnover, upgradeBonus, monthlyBonus, birthdayBonus]) => ({
    level,
    name: `VIP${level}`,
    deposit,
    turnover,
    upgradeBonus,
    monthlyBonus,
    birthdayBonus,
  }),
);

/** The same dollar amounts look like the brand's own money (riel, yuan). */
export const VIP_CURRENCY_SCALE: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

const cents = (dollars: number, scale: number) => Math.round(dollars * scale * 100);

/** The brand's ladder as rows of vip_levels. */
export async function seedVipLevels(tx: Queryable, m: MerchantSeed): Promise<void> {
  const scale = VIP_CURRENCY_SCALE[m.currency] ?? 1;
  await insertRows(
    tx,
    'vip_levels',
    [
      'merchant',
      'level',
      'name',
      'deposit_cents',
      'turnover_cents',
      'upgrade_bonus_cents',
      'monthly_bonus_cents',
      'birthday_bonus_cents',
    ],
    VIP_LADDER.map((l) => [
      m.code,
      l.level,
      l.name,
      cents(l.deposit, scale),
      cents(l.turnover, scale),
      cents(l.upgradeBonus, scale),
      cents(l.monthlyBonus, scale),
      cents(l.birthdayBonus, scale),
    ]),
  );
}
