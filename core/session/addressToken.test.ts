// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropTokenFromAddress, searchWithoutToken } from './addressToken';

describe('searchWithoutToken', () => {
  it('says null when the query has no token, so the address is left alone', () => {
    expect(searchWithoutToken('')).toBeNull();
    expect(searchWithoutToken('?lang=EN&tokens=1&xtoken=2')).toBeNull();
  });

  it('drops every token parameter and keeps the others as they were written', () => {
    expect(searchWithoutToken('?token=abc')).toBe('');
    expect(searchWithoutToken('?a=1%20&token=abc&b=x+y')).toBe('?a=1%20&b=x+y');
    expect(searchWithoutToken('?token=a&lang=KM&token=b')).toBe('?lang=KM');
    expect(searchWithoutToken('?%74oken=abc&c')).toBe('?c');
    expect(searchWithoutToken('?token')).toBe('');
  });

  it('keeps a parameter whose name cannot be decoded', () => {
    expect(searchWithoutToken('?%E0%A4%A=1&token=t')).toBe('?%E0%A4%A=1');
  });
});

describe('dropTokenFromAddress', () => {
  beforeEach(() => {
    window.history.replaceState({ kept: true }, '', '/lobby?lang=EN&token=secret&b=2#top');
  });

  it('replaces the current entry with the address minus the token, without a new entry', () => {
    const before = window.history.length;
    dropTokenFromAddress();
    expect(window.location.pathname).toBe('/lobby');
    expect(window.location.search).toBe('?lang=EN&b=2');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('does not touch history when there is no token', () => {
    window.history.replaceState(null, '', '/help?x=1');
    const calls: string[] = [];
    dropTokenFromAddress(window.location, {
      state: null,
      replaceState: (_data, _unused, url) => calls.push(String(url)),
    });
    expect(calls).toEqual([]);
  });

  it('keeps the origin when the path reads as another host (issue 29: //evil.example/?token=)', () => {
    const origin = window.location.origin;
    for (const path of ['//evil.example/', '///evil.example/x', '/\\evil.example/']) {
      window.history.replaceState(null, '', `${origin}${path}?token=secret&lang=KM#top`);
      const pathname = window.location.pathname;
      expect(() => dropTokenFromAddress()).not.toThrow();
      expect(window.location.origin).toBe(origin);
      expect(window.location.pathname).toBe(pathname);
      expect(window.location.search).toBe('?lang=KM');
      expect(window.location.hash).toBe('#top');
    }
  });

  it('never throws, even when the browser refuses to change the address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      dropTokenFromAddress(window.location, {
        state: null,
        replaceState: () => {
          throw new DOMException('refused', 'SecurityError');
        },
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
