import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './idempotency.js';

describe('requestFingerprint', () => {
  it('is what the request asks, in any key order', () => {
    expect(requestFingerprint({ amount: 5, account: 't01' })).toBe(
      requestFingerprint({ account: 't01', amount: 5 }),
    );
    expect(requestFingerprint({ amount: 5, account: 't01' })).not.toBe(
      requestFingerprint({ amount: 6, account: 't01' }),
    );
  });

  it('leaves out the body copy of the key and every password, which it never stores', () => {
    const asked = { amount: 5, bankCardId: 7 };
    expect(requestFingerprint({ ...asked, fundsPassword: '135790', idempotencyKey: 'k1' })).toBe(
      requestFingerprint(asked),
    );
  });
});
