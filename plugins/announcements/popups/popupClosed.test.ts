// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isPopupClosed, markPopupClosed } from './popupClosed';

afterEach(() => sessionStorage.clear());

describe('popupClosed', () => {
  it('remembers a close per key for the session', () => {
    expect(isPopupClosed('ANONYMOUS_POPUP')).toBe(false);
    markPopupClosed('ANONYMOUS_POPUP');
    expect(isPopupClosed('ANONYMOUS_POPUP')).toBe(true);
    expect(isPopupClosed('USER_POPUP')).toBe(false);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('1');
  });
});
