import { describe, expect, it } from 'vitest';
import { encryptBody, sealBody } from '../../core/api/wire/cipher.js';
import { openBody, publicKeyOf } from './payload.js';

describe('openBody', () => {
  it('opens what the front end’s own cipher seals for the merchant', async () => {
    const body = { username: 'demo', password: 'Demo1234 密码 ពាក្យ' };
    const sealed = await encryptBody(
      { type: 'rsa-oaep-aes-gcm', publicKey: publicKeyOf('angkor7') },
      body,
    );
    expect(openBody(sealed, 'angkor7', 'rsa')).toEqual(body);
  });

  it('refuses a body sealed for another merchant', async () => {
    const sealed = await sealBody(publicKeyOf('dflt88'), { amount: 1 });
    expect(() => openBody(sealed, 'angkor7', 'rsa')).toThrow(
      "could not be decrypted with this merchant's key",
    );
  });

  it('refuses a payload of another scheme and plain JSON where the cipher is on', () => {
    const other = { payload: { alg: 'RSA1_5', key: 'a', iv: 'b', data: 'c' } };
    expect(() => openBody(other, 'dflt88', 'rsa')).toThrow(
      '/payload must be { alg: "RSA-OAEP-256+A256GCM"',
    );
    expect(() => openBody({ amount: 1 }, 'dflt88', 'rsa')).toThrow('/payload is required');
    expect(openBody({ amount: 1 }, 'luckystar', 'none')).toEqual({ amount: 1 });
  });
});
