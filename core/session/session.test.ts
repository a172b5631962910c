// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  onSessionCleared,
  restoreToken,
  session,
  setMember,
  setMerchant,
  setToken,
  type Member,
} from './session';

const member = (type: number): Member => ({
  id: 77,
  account: 'acc77',
  username: 'ann',
  nickname: 'Ann',
  type,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearSession();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('restoreToken', () => {
  it('takes the token from the ?token= query and stores it', () => {
    expect(restoreToken('?site=default&token=from-url')).toBe('from-url');
    expect(session.token).toBe('from-url');
    expect(sessionStorage.getItem('token')).toBe('from-url');
  });

  it('falls back to the token in sessionStorage', () => {
    sessionStorage.setItem('token', 'stored');
    expect(restoreToken('?site=default')).toBe('stored');
    expect(session.token).toBe('stored');
  });

  it('prefers the URL token over the stored one and replaces it', () => {
    sessionStorage.setItem('token', 'old');
    expect(restoreToken('?token=new')).toBe('new');
    expect(sessionStorage.getItem('token')).toBe('new');
  });

  it('ignores an empty ?token= and uses the stored token', () => {
    sessionStorage.setItem('token', 'stored');
    expect(restoreToken('?token=')).toBe('stored');
  });

  it('returns null and leaves the session logged out when there is no token anywhere', () => {
    expect(restoreToken('')).toBeNull();
    expect(session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('never puts the token in localStorage', () => {
    restoreToken('?token=abc');
    expect(localStorage.length).toBe(0);
  });
});

describe('setMember', () => {
  it.each([1, 2, 41, 42])('marks member type %i as an agent', (type) => {
    setMember(member(type));
    expect(session.isLogin).toBe(true);
    expect(session.isAgent).toBe(true);
    expect(session.isTrial).toBe(false);
    expect(sessionStorage.getItem('isAgent')).toBe('true');
  });

  it('marks member type 4 as a trial user, not an agent', () => {
    setMember(member(4));
    expect(session.isTrial).toBe(true);
    expect(session.isAgent).toBe(false);
    expect(sessionStorage.getItem('isAgent')).toBe('false');
  });

  it.each([0, 3, 5, 40, 43])('treats member type %i as a plain member', (type) => {
    setMember(member(type));
    expect(session.isLogin).toBe(true);
    expect(session.isAgent).toBe(false);
    expect(session.isTrial).toBe(false);
  });

  it('stores the member fields under the §3 session keys', () => {
    setMember(member(0));
    expect(session.member).toEqual(member(0));
    expect(sessionStorage.getItem('nickname')).toBe('Ann');
    expect(sessionStorage.getItem('account')).toBe('acc77');
    expect(sessionStorage.getItem('username')).toBe('ann');
    expect(sessionStorage.getItem('customerId')).toBe('77');
  });

  it('drops the agent flag when the next member is not an agent', () => {
    setMember(member(1));
    setMember(member(0));
    expect(session.isAgent).toBe(false);
  });
});

describe('clearSession', () => {
  it('keeps only merchant and merchantCode in sessionStorage', () => {
    setMerchant('m001');
    setToken('tok');
    setMember(member(1));
    sessionStorage.setItem('gameVendor', '[]');
    clearSession();
    const left = Object.fromEntries(
      Array.from({ length: sessionStorage.length }, (_, i) => {
        const key = sessionStorage.key(i) ?? '';
        return [key, sessionStorage.getItem(key)];
      }),
    );
    expect(left).toEqual({ merchant: 'm001', merchantCode: 'm001' });
  });

  it('keeps the merchant in localStorage too (§9), where logout does not reach', () => {
    localStorage.clear();
    setMerchant('m002');
    clearSession();
    expect([localStorage.getItem('merchant'), localStorage.getItem('merchantCode')]).toEqual([
      'm002',
      'm002',
    ]);
    localStorage.clear();
  });

  it('does not invent merchant values that were never stored', () => {
    setToken('tok');
    clearSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('resets the session store', () => {
    setToken('tok');
    setMember(member(4));
    clearSession();
    expect({ ...session }).toEqual({
      token: null,
      member: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      signIn: null,
      consolidated: null,
    });
  });

  it('calls every onSessionCleared listener, and no longer those that unsubscribed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = onSessionCleared(first);
    const unsubscribeSecond = onSessionCleared(second);
    clearSession();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribeFirst();
    clearSession();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    unsubscribeSecond();
  });

  it('still clears the store when sessionStorage is refused', () => {
    setToken('tok');
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => clearSession()).not.toThrow();
    expect(session.token).toBeNull();
  });
});
