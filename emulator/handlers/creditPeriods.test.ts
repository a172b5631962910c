import { describe, expect, it } from 'vitest';
import {
  periodAt,
  periodCount,
  periodIndexesIn,
  rebateCents,
  SETTLE_AFTER_MS,
  usedCents,
  WEEK_MS,
} from './creditPeriods.js';

const DAY = 86_400_000;
/** Phnom Penh (angkor7's calendar): UTC+7, so a week turns at 17:00 UTC on Sunday. */
const OFFSET = 420;
/** Monday 16 November 2026, 00:00 in Phnom Penh. */
const MONDAY = Date.UTC(2026, 10, 15, 17);

describe('periodCount', () => {
  it("starts the first period on the Monday of the grant's week, in the merchant's calendar", () => {
    // granted on Wednesday: the week began on Monday
    const granted = MONDAY + 2 * DAY + 5 * 3_600_000;
    expect(periodCount(granted, granted, OFFSET)).toEqual({ firstStart: MONDAY, count: 1 });
    // Sunday 23:59 local is still the same week; Monday 00:00 local begins the second period
    expect(periodCount(granted, MONDAY + WEEK_MS - 1, OFFSET).count).toBe(1);
    expect(periodCount(granted, MONDAY + WEEK_MS, OFFSET).count).toBe(2);
    expect(periodCount(granted, MONDAY + 5 * WEEK_MS + 3 * DAY, OFFSET).count).toBe(6);
  });

  it('takes the week from the local day, not the UTC one', () => {
    // Sunday 18:00 UTC is already Monday 01:00 in Phnom Penh, but still Sunday in UTC
    const sundayEvening = MONDAY + 3_600_000;
    expect(periodCount(sundayEvening, sundayEvening, OFFSET).firstStart).toBe(MONDAY);
    expect(periodCount(sundayEvening, sundayEvening, 0).firstStart).toBe(
      Date.UTC(2026, 10, 9), // the UTC week that began on Monday the 9th
    );
  });

  it('counts one period for a clock behind the grant (a test moving the clock back)', () => {
    expect(periodCount(MONDAY + DAY, MONDAY - 10 * DAY, OFFSET)).toEqual({
      firstStart: MONDAY,
      count: 1,
    });
  });
});

describe('periodAt', () => {
  it('is OPEN until one day after its end, SETTLED from then', () => {
    const first = MONDAY - 2 * WEEK_MS;
    const ended = periodAt(1, first, MONDAY); // last week, ended at MONDAY
    expect(ended).toEqual({
      index: 1,
      start: MONDAY - WEEK_MS,
      end: MONDAY,
      settleAt: MONDAY + SETTLE_AFTER_MS,
      status: 'OPEN',
    });
    expect(periodAt(1, first, MONDAY + DAY - 1).status).toBe('OPEN');
    expect(periodAt(1, first, MONDAY + DAY).status).toBe('SETTLED');
    // the current week is open whatever the day
    expect(periodAt(2, first, MONDAY + 6 * DAY).status).toBe('OPEN');
  });
});

describe('periodIndexesIn', () => {
  const first = MONDAY;
  const count = 4; // weeks 0..3

  it('lists the periods that overlap the range, newest first', () => {
    expect(periodIndexesIn(first, count, first, first + 4 * WEEK_MS)).toEqual([3, 2, 1, 0]);
    // a range inside week 1
    expect(periodIndexesIn(first, count, first + WEEK_MS + DAY, first + WEEK_MS + 3 * DAY)).toEqual(
      [1],
    );
    // a range ending exactly where week 2 begins does not touch week 2
    expect(periodIndexesIn(first, count, first, first + 2 * WEEK_MS)).toEqual([1, 0]);
    // one instant into week 2 does
    expect(periodIndexesIn(first, count, first, first + 2 * WEEK_MS + 1)).toEqual([2, 1, 0]);
  });

  it('leaves out what is before the line and after the current week', () => {
    expect(periodIndexesIn(first, count, first - 10 * WEEK_MS, first - WEEK_MS)).toEqual([]);
    expect(periodIndexesIn(first, count, first - 10 * WEEK_MS, first + DAY)).toEqual([0]);
    expect(periodIndexesIn(first, count, first + 3 * WEEK_MS, first + 9 * WEEK_MS)).toEqual([3]);
    expect(periodIndexesIn(first, count, first + 5 * WEEK_MS, first + 9 * WEEK_MS)).toEqual([]);
  });
});

describe('rebateCents', () => {
  it('rounds the rebate down to the cent, in integers', () => {
    expect(rebateCents(10_000n, 5_000)).toBe(50n); // 100.00 × 0.5 %
    expect(rebateCents(199n, 5_000)).toBe(0n); // 1.99 × 0.5 % = 0.00995
    expect(rebateCents(123_456_789n, 5_000)).toBe(617_283n);
    expect(rebateCents(10_000n, 0)).toBe(0n);
  });
});

describe('usedCents', () => {
  it('is the net loss of the open periods, never below 0', () => {
    expect(usedCents([])).toBe(0n);
    expect(usedCents([-15_000n, -1_000n])).toBe(16_000n);
    // a winning current week offsets last week's loss
    expect(usedCents([-15_000n, 5_000n])).toBe(10_000n);
    // winning more than was lost frees the whole line, no more
    expect(usedCents([-1_000n, 9_000n])).toBe(0n);
  });
});
