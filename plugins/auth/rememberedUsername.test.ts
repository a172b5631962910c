// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRememberedUsername, rememberUsername } from './rememberedUsername';

const HOUR = 60 * 60 * 1000;
const t0 = Date.UTC(2025, 0, 1, 12);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('remembered username', () => {
  it('reads back the username within 24 hours', () => {
    rememberUsername('ann', t0);
    expect(readRememberedUsername(t0)).toBe('ann');
    expect(readRememberedUsername(t0 + 23 * HOUR)).toBe('ann');
    expect(readRememberedUsername(t0 + 24 * HOUR)).toBe('ann');
  });

  it('forgets the username after 24 hours and removes it from storage', () => {
    rememberUsername('ann', t0);
    expect(readRememberedUsername(t0 + 24 * HOUR + 1)).toBe('');
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
    expect(readRememberedUsername(t0)).toBe('');
  });

  it('stores only the username and its expiry, never a password', () => {
    rememberUsername('ann', t0);
    expect(JSON.parse(localStorage.getItem('rememberedUsername') ?? '')).toEqual({
      username: 'ann',
      expires: t0 + 24 * HOUR,
    });
  });

  it('forgets on null or an empty name', () => {
    rememberUsername('ann', t0);
    rememberUsername(null, t0);
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
    rememberUsername('ann', t0);
    rememberUsername('', t0);
    expect(readRememberedUsername(t0)).toBe('');
  });

  it('returns an empty name for nothing stored, bad JSON or a malformed record', () => {
    expect(readRememberedUsername(t0)).toBe('');
    localStorage.setItem('rememberedUsername', '{not json');
    expect(readRememberedUsername(t0)).toBe('');
    localStorage.setItem(
      'rememberedUsername',
      JSON.stringify({ username: 42, expires: t0 + HOUR }),
    );
    expect(readRememberedUsername(t0)).toBe('');
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
    localStorage.setItem(
      'rememberedUsername',
      JSON.stringify({ username: 'ann', expires: 'tomorrow' }),
    );
    expect(readRememberedUsername(t0)).toBe('');
    localStorage.setItem('rememberedUsername', 'null');
    expect(readRememberedUsername(t0)).toBe('');
  });

  it('uses the current time by default', () => {
    vi.spyOn(Date, 'now').mockReturnValue(t0);
    rememberUsername('ann');
    vi.spyOn(Date, 'now').mockReturnValue(t0 + 25 * HOUR);
    expect(readRememberedUsername()).toBe('');
  });

  it('swallows storage errors on read and on write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRememberedUsername(t0)).toBe('');
    expect(() => rememberUsername('ann', t0)).not.toThrow();
    expect(() => rememberUsername(null, t0)).not.toThrow();
  });
});
