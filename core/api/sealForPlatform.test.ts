import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealForPlatform } from './sealForPlatform';
import { openValue } from './wire/valueCipher';

describe('sealForPlatform', () => {
  it("seals under the brand's value key, which openValue opens", async () => {
    const valueKey = randomBytes(32).toString('base64');
    const cipher = { type: 'rsa-oaep-aes-gcm', publicKey: 'unused here', valueKey } as const;
    const sealed = await sealForPlatform(cipher, 'proof');
    expect(sealed).not.toBe('proof');
    await expect(openValue(valueKey, sealed)).resolves.toBe('proof');
  });

  it('sends the value in clear where the brand has no cipher (development)', async () => {
    await expect(sealForPlatform({ type: 'none' }, 'proof')).resolves.toBe('proof');
  });
});
