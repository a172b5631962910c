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

  it('shows a dash for a time the server got wrong', () => {
    expect(formatDateTime('not a date', 'KM')).toBe('–');
    expect(formatDateTime('', 'EN')).toBe('–');
  });
});
