import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from './lib/check-site';
import { scaffoldSite } from './lib/scaffold-site';

describe('site:new', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'site-new-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('scaffolds a site that passes site:check', async () => {
    const dir = await scaffoldSite('zeta7', { root });
    expect(checkSite(dir)).toEqual([]);
    const config = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as {
      brand: { name: string };
      platform: { merchantCode: string; cipher: { type: string } };
    };
    expect(config.brand.name).toBe('Zeta7');
    expect(config.platform.merchantCode).toBe('zeta7');
    expect(config.platform.cipher).toEqual({ type: 'none' });
  });

  it('gives different brands different palettes', async () => {
    const a = readFileSync(join(await scaffoldSite('alpha', { root }), 'site.json'), 'utf8');
    const b = readFileSync(join(await scaffoldSite('bravo', { root }), 'site.json'), 'utf8');
    const primary = (text: string): string =>
      (JSON.parse(text) as { theme: { dark: { primary: string } } }).theme.dark.primary;
    expect(primary(a)).not.toBe(primary(b));
  });

  it('refuses a bad id, an id unusable as merchant code and an existing folder', async () => {
    await expect(scaffoldSite('My Brand', { root })).rejects.toThrow(
      'invalid id "My Brand": expected a lowercase letter then 1 to 30 lowercase letters, digits or "-" (^[a-z][a-z0-9-]{1,30}$)',
    );
    await expect(scaffoldSite('my-brand', { root })).rejects.toThrow(
      'id "my-brand" cannot be used as the merchant code: expected 3 to 16 lowercase letters or digits (^[a-z0-9]{3,16}$)',
    );
    mkdirSync(join(root, 'sites/taken'), { recursive: true });
    await expect(scaffoldSite('taken', { root })).rejects.toThrow(
      'sites/taken already exists; choose another id or remove that folder first',
    );
    await expect(scaffoldSite(undefined, { root })).rejects.toThrow(
      'usage: npm run site:new -- <id>',
    );
  });
});
