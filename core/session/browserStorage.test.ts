// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './browserStorage';

afterEach(() => vi.restoreAllMocks());

describe('browser stores', () => {
  it('hands out the two stores', () => {
    expect(sessionStore()).toBe(window.sessionStorage);
    expect(localStore()).toBe(window.localStorage);
  });

  it('answers null where the browser refuses access', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(localStore()).toBeNull();
    expect(sessionStore()).toBeNull();
  });
});
