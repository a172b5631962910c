import { describe, expect, it } from 'vitest';
import { openValue } from '../../core/api/wire/valueCipher.js';
import { sealServicePaths, sealValue, valueKeyOf } from './sealValue.js';

const MERCHANTS = ['angkor7', 'dflt88', 'longhai9'];

describe('sealValue', () => {
  it('seals what the front end opens with the merchant value key, a fresh IV each time', async () => {
    for (const merchant of MERCHANTS) {
      const plain = `https://t.me/${merchant}_support?客服=ជជែក`;
      const sealed = sealValue(merchant, plain);
      expect(sealed).not.toContain('t.me');
      expect(sealValue(merchant, plain)).not.toBe(sealed);
      await expect(openValue(valueKeyOf(merchant), sealed)).resolves.toBe(plain);
    }
  });

  it('gives each seeded merchant a key of its own, 32 bytes', () => {
    const keys = MERCHANTS.map(valueKeyOf);
    expect(new Set(keys).size).toBe(MERCHANTS.length);
    for (const key of keys) expect(Buffer.from(key, 'base64')).toHaveLength(32);
  });

  it('does not open under another merchant key', async () => {
    await expect(openValue(valueKeyOf('dflt88'), sealValue('angkor7', 'x'))).rejects.toThrow();
  });
});

describe('sealServicePaths', () => {
  const entries = [{ csType: 'LIVECHAT', csPosition: 'LEFT', title: 'Live chat', path: '/chat' }];

  it('seals every path and keeps the other fields', async () => {
    const [sealed] = sealServicePaths(entries, 'longhai9', 'rsa');
    expect(sealed).toMatchObject({ csType: 'LIVECHAT', csPosition: 'LEFT', title: 'Live chat' });
    await expect(openValue(valueKeyOf('longhai9'), sealed!.path)).resolves.toBe('/chat');
  });

  it('sends paths in clear for a merchant whose cipher is none', () => {
    expect(sealServicePaths(entries, 'luckystar', 'none')).toEqual(entries);
  });
});
