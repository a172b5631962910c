import { describe, expect, it } from 'vitest';
import { formatRecordsSearch, parseRecordsSearch } from './recordsSearch';

// 23 November 2026, midday local time
const now = new Date(2026, 10, 23, 12, 0, 0);

describe('parseRecordsSearch', () => {
  it('defaults to the last 7 days, page 1 and no filter', () => {
    expect(parseRecordsSearch('', now)).toEqual({
      from: '2026-11-17',
      to: '2026-11-23',
      page: 1,
      filters: {},
    });
  });

  it('reads the range, the page and the filters of an address', () => {
    expect(
      parseRecordsSearch('?from=2026-11-01&to=2026-11-10&page=3&vendor=PG&gameType=RNG', now),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      page: 3,
      filters: { vendor: 'PG', gameType: 'RNG' },
    });
  });

  it('keeps the range inside the 90 days the records hold and never later than today', () => {
    expect(parseRecordsSearch('?from=2025-01-01&to=2027-01-01', now)).toMatchObject({
      from: '2026-08-26',
      to: '2026-11-23',
    });
  });

  it('drops what is not a day, a page or a platform code', () => {
    expect(
      parseRecordsSearch('?from=yesterday&to=2026-11-10&page=-2&vendor=%3Cscript%3E', now),
    ).toEqual({ from: '2026-11-17', to: '2026-11-23', page: 1, filters: {} });
  });
});

describe('formatRecordsSearch', () => {
  it('writes what parse reads, leaving out page 1 and unset filters', () => {
    const view = { from: '2026-11-01', to: '2026-11-10', page: 2, filters: { status: 'SETTLED' } };
    expect(formatRecordsSearch(view)).toBe('?from=2026-11-01&to=2026-11-10&status=SETTLED&page=2');
    expect(parseRecordsSearch(formatRecordsSearch(view), now)).toEqual(view);
    expect(formatRecordsSearch({ ...view, page: 1, filters: {} })).toBe(
      '?from=2026-11-01&to=2026-11-10',
    );
  });
});
