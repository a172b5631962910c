import { describe, expect, it } from 'vitest';
import { gmtOffset } from './gmtOffset';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('gmtOffset', () => {
  it('writes the offset of a zone as GMT±hh:mm', () => {
    expect(gmtOffset(winter, 'Asia/Phnom_Penh')).toBe('GMT+07:00');
    expect(gmtOffset(winter, 'Asia/Kolkata')).toBe('GMT+05:30');
    expect(gmtOffset(winter, 'America/St_Johns')).toBe('GMT-03:30');
  });

  it('writes the zero offset with its hours and minutes', () => {
    expect(gmtOffset(winter, 'UTC')).toBe('GMT+00:00');
    expect(gmtOffset(winter, 'Europe/London')).toBe('GMT+00:00');
  });

  it('follows summer time on the given date', () => {
    expect(gmtOffset(summer, 'Europe/London')).toBe('GMT+01:00');
    expect(gmtOffset(summer, 'America/New_York')).toBe('GMT-04:00');
  });
});
