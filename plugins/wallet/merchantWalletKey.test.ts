// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberMerchantWallet } from './merchantWalletKey';

afterEach(() => sessionStorage.clear());

describe('the merchantWallet session key (§3)', () => {
  it('keeps what the platform said under the spec key', () => {
    expect(sessionStorage.getItem('merchantWallet')).toBeNull();
    rememberMerchantWallet(true);
    expect(sessionStorage.getItem('merchantWallet')).toBe('{"isSingle":true}');
    rememberMerchantWallet(false);
    expect(sessionStorage.getItem('merchantWallet')).toBe('{"isSingle":false}');
  });
});
