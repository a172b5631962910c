// The demo member's promotion bonuses: about thirty over the last 90 days, each a ledger movement
// from the house's bonus account to the member's MAIN wallet, so they show in the account record,
// the bonus details and the balance alike.
import { post, toCents, type Tx } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';
import { createRng } from './prng.js';

const DAY_MS = 86_400_000;
export const DEMO_BONUS_COUNT = 30;

/** Promotions the bonuses name, with their usual amount in dollars (scaled to the currency). */
const promotions: [name: string, minDollars: number, maxDollars: number][] = [
  ['Daily check-in reward', 1, 5],
  ['Weekly slots cashback 5%', 10, 60],
  ['Live casino rebate 0.8%', 5, 40],
  ['Weekend reload bonus 20%', 20, 100],
  ['VIP level-up gift', 50, 200],
  ['Sports parlay insurance', 10, 50],
  ['Lucky draw prize', 5, 88],
];

/** The same dollar amounts look like the brand's own money (riel, yuan). */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** Posts the demo member's bonus history, oldest first, dated over the 90 days before `nowMs`. */
export async function seedDemoBonuses(
  tx: Tx,
  m: MerchantSeed,
  memberId: number,
  nowMs: number,
): Promise<void> {
  const rng = createRng(memberId * 7919 + 17);
  const scale = currencyScale[m.currency] ?? 1;
  const days = Array.from({ length: DEMO_BONUS_COUNT }, () => rng.next() * 89 + 0.5).sort(
    (a, b) => b - a,
  );
  for (const [i, daysAgo] of days.entries()) {
    const [name, min, max] = rng.pick(promotions);
    const cents = toCents(Math.round((min + rng.next() * (max - min)) * scale * 100) / 100);
    await post(tx, {
      memberId,
      kind: 'bonus',
      reference: `B${String(memberId).padStart(4, '0')}${String(i + 1).padStart(3, '0')}`,
      note: name,
      at: nowMs - daysAgo * DAY_MS,
      legs: [
        { account: { house: 'bonus' }, cents: -cents },
        { account: { memberId, wallet: 'MAIN' }, cents },
      ],
    });
  }
}
