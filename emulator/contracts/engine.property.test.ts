// Property tests of the pure settlement engine and its periods (fast-check). numRuns is set per
// property below: 2,000 for the engine rules, 500 for the periods; the file runs in about a second.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membersArb, tiersArb } from './arbitraries.js';
import {
  activeCount,
  settle,
  tiersProblem,
  type ContractType,
  type MemberFigures,
  type Terms,
} from './engine.js';
import { endedPeriods, periodAt, type PeriodKind } from './periods.js';

const RUNS = 2_000;

const termsArb = (type: ContractType): fc.Arbitrary<Terms> =>
  fc.record({
    type: fc.constant(type),
    periodType: fc.constantFrom('D' as const, 'W' as const, 'H' as const, 'M' as const),
    bettingUnit: fc.integer({ min: 1, max: 2_000 }),
    tiers: tiersArb(type),
  });

const cents = (units: number | undefined) => Math.round((units ?? 0) * 100);
const volumeOf = (ms: MemberFigures[]) => ms.reduce((s, m) => s + m.betCents, 0);
const winLossOf = (ms: MemberFigures[]) => ms.reduce((s, m) => s + m.winLossCents, 0);

/** The most a salary period may pay: what the tier it names allows, and that tier must be met. */
function salaryBound(terms: Terms, members: MemberFigures[], tier: number | null) {
  if (tier === null) return 0;
  const t = terms.tiers[tier]!;
  expect(volumeOf(members)).toBeGreaterThanOrEqual(cents(t.volume));
  expect(activeCount(members, cents(t.minBetAmount))).toBeGreaterThanOrEqual(
    t.minActiveMembers ?? 0,
  );
  return Math.floor(volumeOf(members) / cents(terms.bettingUnit)) * cents(t.amount);
}

describe('settlement engine', () => {
  it('accepts rising tiers and refuses any that do not rise', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom<ContractType>('dividend', 'daily', 'hourly', 'realtime')
          .chain((type) => tiersArb(type).map((tiers) => ({ type, tiers }))),
        ({ type, tiers }) => {
          expect(tiersProblem(type, tiers)).toBeNull();
          if (tiers.length > 1) expect(tiersProblem(type, [...tiers].reverse())).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('daily salary: the highest tier whose volume AND activity are met, floor(volume / unit) × amount', () => {
    fc.assert(
      fc.property(termsArb('daily'), membersArb, (terms, members) => {
        const r = settle(terms, { members });
        expect(r.amountCents).toBe(salaryBound(terms, members, r.tierIndex));
        // no higher tier was met on both counts
        for (const [i, t] of terms.tiers.entries())
          if (i > (r.tierIndex ?? -1))
            expect(
              volumeOf(members) >= cents(t.volume) &&
                activeCount(members, cents(t.minBetAmount)) >= (t.minActiveMembers ?? 0),
            ).toBe(false);
        expect(r.amountCents).toBeLessThanOrEqual(
          Math.floor(volumeOf(members) / cents(terms.bettingUnit)) *
            Math.max(...terms.tiers.map((t) => cents(t.amount))),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('hourly salary: the sum of each hour settled on its own, never more', () => {
    fc.assert(
      fc.property(
        termsArb('hourly'),
        fc.array(membersArb, { minLength: 24, maxLength: 24 }),
        (terms, hours) => {
          const r = settle(terms, { members: hours.flat(), hours });
          const perHour = hours.map(
            (h) => settle({ ...terms, type: 'daily' }, { members: h }).amountCents,
          );
          expect(r.amountCents).toBe(perHour.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: RUNS / 4 },
    );
  });

  it('dividend: the team loss × ratio of the highest tier met, nothing when the team won', () => {
    fc.assert(
      fc.property(termsArb('dividend'), membersArb, (terms, members) => {
        const r = settle(terms, { members });
        const loss = Math.max(0, -winLossOf(members));
        if (loss === 0) expect(r.amountCents).toBe(0);
        if (r.tierIndex === null) {
          expect(r.amountCents).toBe(0);
          return;
        }
        const t = terms.tiers[r.tierIndex]!;
        expect(loss).toBeGreaterThanOrEqual(cents(t.profitLoss));
        expect(activeCount(members, cents(t.periodicMinBet))).toBeGreaterThanOrEqual(
          t.activePlayers ?? 0,
        );
        expect(r.amountCents).toBe(Math.floor((loss * t.ratio!) / 100));
        const topRatio = Math.max(...terms.tiers.map((x) => x.ratio!));
        expect(r.amountCents).toBeLessThanOrEqual(Math.floor((loss * topRatio) / 100));
      }),
      { numRuns: RUNS },
    );
  });

  it('real-time salary: the period bet × the profit or loss wage rate of the highest tier met', () => {
    fc.assert(
      fc.property(termsArb('realtime'), membersArb, (terms, members) => {
        const r = settle(terms, { members });
        const bet = volumeOf(members);
        if (r.tierIndex === null) {
          expect(r.amountCents).toBe(0);
          return;
        }
        const t = terms.tiers[r.tierIndex]!;
        expect(bet).toBeGreaterThanOrEqual(cents(t.singlePeriodBet));
        const rate = winLossOf(members) > 0 ? t.profitWageRate! : t.lossWageRate!;
        expect(r.amountCents).toBe(Math.floor((bet * rate) / 100));
        expect(r.amountCents).toBeLessThanOrEqual(bet);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('settlement periods', () => {
  const kinds: PeriodKind[] = ['D', 'W', 'H', 'M', 'R'];
  const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) });
  const offset = fc.constantFrom(-300, 0, 330, 420, 480, 525);

  it('hold their instant and follow each other without gap or overlap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        instant,
        offset,
        fc.integer({ min: 0, max: 40 }),
        (kind, at, off, days) => {
          const span = periodAt(kind, at, off);
          expect(span.start).toBeLessThanOrEqual(at);
          expect(span.end).toBeGreaterThan(at);
          expect(periodAt(kind, span.end, off).start).toBe(span.end);
          const now = at + days * 86_400_000 * (kind === 'R' ? 0.01 : 1);
          const ended = endedPeriods(kind, span.start, now, off);
          for (const [i, s] of ended.entries()) {
            expect(s.end).toBeLessThanOrEqual(now);
            if (i > 0) expect(s.start).toBe(ended[i - 1]!.end);
          }
          // the period after the last ended one has not ended yet
          const next = ended.length ? periodAt(kind, ended.at(-1)!.end, off) : span;
          expect(next.end).toBeGreaterThan(now);
        },
      ),
      { numRuns: 500 },
    );
  });
});
