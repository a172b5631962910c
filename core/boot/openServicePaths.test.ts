import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openServicePaths } from './openServicePaths';

const valueKey = randomBytes(32).toString('base64');
const cipher = { type: 'rsa-oaep-aes-gcm', publicKey: 'unused', valueKey } as const;

function seal(plain: string, key = valueKey): string {
  const iv = randomBytes(12);
  const aes = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const data = Buffer.concat([aes.update(plain, 'utf8'), aes.final()]);
  return Buffer.concat([iv, data, aes.getAuthTag()]).toString('base64');
}

const entry = (csType: string, path: string, csPosition = 'RIGHT') => ({
  csType,
  csPosition,
  title: csType,
  path,
});

afterEach(() => vi.restoreAllMocks());

describe('openServicePaths', () => {
  it('opens every sealed path and keeps the rest of each entry', async () => {
    const entries = [
      entry('LIVECHAT', seal('https://chat.example/')),
      entry('TELEGRAM1', seal('https://t.me/brand_1'), 'LEFT'),
    ];
    await expect(openServicePaths(cipher, entries)).resolves.toEqual([
      entry('LIVECHAT', 'https://chat.example/'),
      entry('TELEGRAM1', 'https://t.me/brand_1', 'LEFT'),
    ]);
  });

  it('drops an entry that does not open, with one warning for all of them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opened = await openServicePaths(cipher, [
      entry('LIVECHAT', 'https://chat.example/'), // sent in clear where it should be sealed
      entry('VIP', seal('https://vip.example/', randomBytes(32).toString('base64'))),
      entry('TELEGRAM', seal('https://t.me/brand')),
    ]);
    expect(opened).toEqual([entry('TELEGRAM', 'https://t.me/brand')]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('customer-service entries dropped');
  });

  it('passes clear paths through untouched when the cipher is none (development)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const entries = [entry('LIVECHAT', 'https://chat.example/')];
    await expect(openServicePaths({ type: 'none' }, entries)).resolves.toEqual(entries);
    expect(warn).not.toHaveBeenCalled();
  });

  it('copes with an answer that lists no entries', async () => {
    await expect(openServicePaths(cipher, [])).resolves.toEqual([]);
    await expect(openServicePaths(cipher, undefined)).resolves.toEqual([]);
  });
});
