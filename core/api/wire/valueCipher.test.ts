import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VALUE_IV_BYTES, VALUE_TAG_BYTES, openValue, sealValue } from './valueCipher';

const key = randomBytes(32);
const valueKey = key.toString('base64');

/** What the platform does: a fresh IV, AES-256-GCM, the tag after the ciphertext, all base64. */
function seal(plain: string, with32Bytes: Buffer = key): string {
  const iv = randomBytes(VALUE_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', with32Bytes, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, data, cipher.getAuthTag()]).toString('base64');
}

describe('openValue', () => {
  it('opens what the platform seals under the brand key, any text included', async () => {
    for (const plain of ['https://t.me/brand_support', '/service/vip?x=1', '客服 ជជែក', ''])
      await expect(openValue(valueKey, seal(plain))).resolves.toBe(plain);
  });

  it('lays the sealed value out as IV, ciphertext, then the 16-byte tag', () => {
    const sealed = Buffer.from(seal('abc'), 'base64');
    expect(sealed).toHaveLength(VALUE_IV_BYTES + 3 + VALUE_TAG_BYTES);
  });

  it('refuses a value sealed under another key', async () => {
    await expect(openValue(valueKey, seal('https://x.example', randomBytes(32)))).rejects.toThrow();
  });

  it('refuses an altered value', async () => {
    const sealed = Buffer.from(seal('https://chat.example'), 'base64');
    sealed[VALUE_IV_BYTES] = (sealed[VALUE_IV_BYTES] ?? 0) ^ 1;
    await expect(openValue(valueKey, sealed.toString('base64'))).rejects.toThrow();
  });

  it('refuses a clear URL, a short value and text that is not base64', async () => {
    await expect(openValue(valueKey, 'https://chat.example/')).rejects.toThrow();
    await expect(openValue(valueKey, Buffer.alloc(20).toString('base64'))).rejects.toThrow();
    await expect(openValue(valueKey, Buffer.alloc(5).toString('base64'))).rejects.toThrow();
    await expect(openValue(valueKey, '')).rejects.toThrow();
    await expect(openValue(valueKey, '%%%')).rejects.toThrow();
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(openValue(randomBytes(16).toString('base64'), seal('x'))).rejects.toThrow();
  });
});

describe('sealValue', () => {
  it('seals what openValue opens, in the same layout, with a fresh IV each time', async () => {
    const plain = '{"issuedAt":1,"nonce":"自由 play"}';
    const first = await sealValue(valueKey, plain);
    const second = await sealValue(valueKey, plain);
    expect(first).not.toBe(second);
    await expect(openValue(valueKey, first)).resolves.toBe(plain);
    expect(Buffer.from(first, 'base64')).toHaveLength(
      VALUE_IV_BYTES + Buffer.byteLength(plain) + VALUE_TAG_BYTES,
    );
  });

  it('seals so that only the same key opens it', async () => {
    const sealed = await sealValue(valueKey, 'x');
    await expect(openValue(randomBytes(32).toString('base64'), sealed)).rejects.toThrow();
  });
});
