// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../core/session/session';
import {
  consentKey,
  readConsent,
  subscribeConsent,
  useConsent,
  writeConsent,
} from './consentStore';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the consent store', () => {
  // Each test names brands of its own: the answers given in a page view stay in the module.
  it('has no answer until the visitor gives one, then keeps it in localStorage per brand', () => {
    expect(readConsent('default')).toBeNull();
    writeConsent('default', 'granted');
    writeConsent('angkor', 'denied');
    // the key the browser journeys' fixture seeds (tests/e2e/support/site.ts)
    expect(localStorage.getItem('wl.analytics.consent.default')).toBe('granted');
    expect(readConsent('default')).toBe('granted');
    expect(readConsent('angkor')).toBe('denied');
    expect(readConsent('longhai')).toBeNull();
  });

  it('survives logout: it is about the browser, not the member', () => {
    writeConsent('logout', 'denied');
    clearSession();
    expect(localStorage.getItem(consentKey('logout'))).toBe('denied');
  });

  it('reads anything else stored under its key as no answer (the banner asks again)', () => {
    localStorage.setItem(consentKey('garbled'), 'yes please');
    expect(readConsent('garbled')).toBeNull();
  });

  it('holds the answer for the page view where storage refuses it, and drops an older one', () => {
    localStorage.setItem(consentKey('refused'), 'granted');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeConsent('refused', 'denied');
    expect(readConsent('refused')).toBe('denied');
    // the next page view asks again rather than finding the old grant
    expect(localStorage.getItem(consentKey('refused'))).toBeNull();
  });

  it("tells its readers of every change, this page's and another tab's", () => {
    const { result } = renderHook(() => useConsent('tabs'));
    expect(result.current).toBeNull();
    act(() => writeConsent('tabs', 'granted'));
    expect(result.current).toBe('granted');
    // Another tab withdrew: only the storage event says so.
    act(() => {
      localStorage.setItem(consentKey('tabs'), 'denied');
      window.dispatchEvent(new StorageEvent('storage', { key: consentKey('tabs') }));
    });
    expect(result.current).toBe('denied');
  });

  it('stops telling a reader that unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    writeConsent('unsubscribed', 'granted');
    unsubscribe();
    writeConsent('unsubscribed', 'denied');
    window.dispatchEvent(new StorageEvent('storage', { key: consentKey('unsubscribed') }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
