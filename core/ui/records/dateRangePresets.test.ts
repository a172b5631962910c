import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  clampDateRange,
  dateRangePresets,
  earliestRecordDay,
  presetOf,
  toIsoDate,
} from './dateRangePresets';

// A zone far from UTC, so a day taken from UTC instead of local time shows.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Phnom_Penh';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

// 20:00 UTC on 1 March is 03:00 on 2 March in Phnom Penh (UTC+7).
const now = () => new Date('2026-03-01T20:00:00Z');

describe('dateRangePresets', () => {
  it('gives the §9 quick ranges in local time, the last N days ending today', () => {
    expect(dateRangePresets(now())).toEqual({
      today: { from: '2026-03-02', to: '2026-03-02' },
      yesterday: { from: '2026-03-01', to: '2026-03-01' },
      last_7_days: { from: '2026-02-24', to: '2026-03-02' },
      last_30_days: { from: '2026-02-01', to: '2026-03-02' },
    });
  });

  it('counts calendar days across month and year ends', () => {
    expect(toIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(earliestRecordDay(now())).toBe('2025-12-03'); // 90 days with today
  });

  it('knows which quick range a range is', () => {
    expect(presetOf({ from: '2026-02-24', to: '2026-03-02' }, now())).toBe('last_7_days');
    expect(presetOf({ from: '2026-02-25', to: '2026-03-02' }, now())).toBeNull();
  });
});

describe('clampDateRange', () => {
  it('keeps from <= to by moving the end the person did not touch', () => {
    expect(clampDateRange({ from: '2026-02-20', to: '2026-02-10' }, 'from', now())).toEqual({
      from: '2026-02-20',
      to: '2026-02-20',
    });
    expect(clampDateRange({ from: '2026-02-20', to: '2026-02-10' }, 'to', now())).toEqual({
      from: '2026-02-10',
      to: '2026-02-10',
    });
  });

  it('keeps both ends within the 90 days the records hold, and not in the future', () => {
    expect(clampDateRange({ from: '2025-06-01', to: '2026-04-01' }, 'from', now())).toEqual({
      from: '2025-12-03',
      to: '2026-03-02',
    });
    expect(clampDateRange({ from: '2026-02-01', to: '2026-02-10' }, 'to', now())).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
  });
});
