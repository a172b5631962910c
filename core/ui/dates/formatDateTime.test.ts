import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows a time to the minute in the reader language, 24-hour', () => {
    const text = formatDateTime('2026-11-23T21:40:59', 'EN');
    expect(text).toContain('21:40');
    expect(text).toContain('2026');
    expect(formatDateTime('2026-11-23T09:05:00', 'CN')).toContain('09:05');
  });

  it('shows the seconds when asked (a bet record)', () => {
    expect(formatDateTime('2026-11-23T21:40:05', 'EN', { seconds: true })).toContain('21:40:05');
  });

  it("shows the time on a given zone's clock, or the reader's when the zone is unknown", () => {
    // Tuesday 00:00 in Phnom Penh (UTC+7) is Monday 17:00 UTC
    const text = formatDateTime('2026-11-23T17:00:00Z', 'EN', { timeZone: 'Asia/Phnom_Penh' });
    expect(text).toContain('11/24/2026');
    expect(text).toContain('00:00');
    expect(formatDateTime('2026-11-23T17:00:00Z', 'EN', { timeZone: 'UTC' })).toContain('17:00');
    expect(formatDateTime('2026-11-23T21:40:00', 'EN', { timeZone: 'Mars/Olympus' })).toBe(
      formatDateTime('2026-11-23T21:40:00', 'EN'),
    );
  });

  it('shows a dash for a time the server got wrong', () => {
    expect(formatDateTime('not a date', 'KM')).toBe('–');
    expect(formatDateTime('', 'EN')).toBe('–');
  });
});
