import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntil } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(3_600_000 + 2 * 60_000 + 3_000)).toBe('01:02:03');
  });

  it('keeps counting hours past a day and never goes negative', () => {
    expect(formatCountdown(25 * 3_600_000)).toBe('25:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });

  it('measures the time to a date', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(msUntil('2025-06-01T00:01:30Z', now)).toBe(90_000);
  });
});
