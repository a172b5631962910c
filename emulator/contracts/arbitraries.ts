// fast-check arbitraries shared by the contract property tests (test code only).
import fc from 'fast-check';
import type { ContractType, MemberFigures, Tier } from './engine.js';

export const memberArb: fc.Arbitrary<MemberFigures> = fc
  .record({ bet: fc.integer({ min: 0, max: 500_000 }), won: fc.integer({ min: -3, max: 3 }) })
  .map(({ bet, won }) => ({
    betCents: bet,
    validBetCents: bet,
    // between losing everything and winning three times the stake
    winLossCents: won <= 0 ? -Math.floor((bet * -won) / 3) : bet * won,
  }));
export const membersArb = fc.array(memberArb, { maxLength: 12 });

/** 1 to 4 tiers of the type, thresholds strictly rising (what create accepts). */
export function tiersArb(type: ContractType, maxThreshold = 20_000): fc.Arbitrary<Tier[]> {
  return fc
    .uniqueArray(fc.integer({ min: 0, max: maxThreshold }), { minLength: 1, maxLength: 4 })
    .chain((thresholds) => {
      const sorted = [...thresholds].sort((a, b) => a - b);
      return fc.tuple(
        ...sorted.map((t) => {
          const money = fc.integer({ min: 0, max: 500 }).map((c) => c / 100);
          const pct = fc.integer({ min: 0, max: 5_000 }).map((c) => c / 100);
          const people = fc.integer({ min: 0, max: 5 });
          if (type === 'dividend')
            return fc.record({
              profitLoss: fc.constant(t),
              ratio: pct,
              activePlayers: people,
              periodicMinBet: money,
            });
          if (type === 'realtime')
            return fc.record({
              singlePeriodBet: fc.constant(t),
              profitWageRate: pct,
              lossWageRate: pct,
            });
          return fc.record({
            volume: fc.constant(t),
            amount: money,
            minActiveMembers: people,
            minBetAmount: money,
          });
        }),
      );
    });
}
