import { describe, expect, it } from 'vitest';
import { bearerAuthorization, mintToken, tokenFromAuthorization } from './token';

describe('the bearer header', () => {
  it('carries a token there and back', () => {
    const token = mintToken();
    expect(tokenFromAuthorization(bearerAuthorization(token))).toBe(token);
  });

  it('accepts any RFC 6750 token, not only the emulator’s hex', () => {
    expect(tokenFromAuthorization('Bearer eyJhbGci.eyJzdWIi-_~+/x==')).toBe(
      'eyJhbGci.eyJzdWIi-_~+/x==',
    );
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic ZGVtbzpEZW1vMTIzNA=='],
    ['no token', 'Bearer '],
    ['a space inside the token', 'Bearer abc def'],
  ])('finds no token in %s', (_, header) => {
    expect(tokenFromAuthorization(header)).toBeUndefined();
  });
});

describe('mintToken', () => {
  it('mints 32 random bytes as lowercase hex, a new one each time', () => {
    const a = mintToken();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(mintToken()).not.toBe(a);
  });
});
