import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from './lib/check-site';
import { merchantCodeFor } from './lib/naming-rules';
import { REPO_ROOT } from './lib/repo-paths';
import { scaffoldSite } from './lib/scaffold-site';

const ID_RULE =
  'expected a brand id of 2 to 31 lowercase letters, digits and hyphens, starting with a letter, with no hyphen at the end or next to another (e.g. "lucky-star"); it names the folder under sites/ and the host name <id>.localhost';
const MERCHANT_RULE =
  'expected a merchant code of 3 to 16 lowercase letters or digits, with no hyphens, spaces or other signs, as the platform allows (e.g. "luckystar" for the brand "lucky-star")';

interface ScaffoldedConfig {
  id: string;
  brand: { name: string };
  platform: { merchantCode: string; cipher: { type: string } };
}

const readConfig = (dir: string): ScaffoldedConfig =>
  JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as ScaffoldedConfig;

describe('site:new', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'site-new-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('scaffolds a site that passes site:check', async () => {
    const { dir, merchantCode } = await scaffoldSite('zeta7', { root });
    expect(checkSite(dir)).toEqual([]);
    const config = readConfig(dir);
    expect(config.brand.name).toBe('Zeta7');
    expect(config.platform.merchantCode).toBe('zeta7');
    expect(merchantCode).toBe('zeta7');
    expect(config.platform.cipher).toEqual({ type: 'none' });
  });

  it('takes a hyphenated brand id and makes the merchant code from its letters and digits', async () => {
    const { dir, merchantCode } = await scaffoldSite('lucky-star', { root });
    expect(dir).toBe(join(root, 'sites/lucky-star'));
    expect(checkSite(dir)).toEqual([]);
    const config = readConfig(dir);
    expect(config.id).toBe('lucky-star');
    expect(config.brand.name).toBe('Lucky Star');
    expect(config.platform.merchantCode).toBe('luckystar');
    expect(merchantCode).toBe('luckystar');
  });

  it('uses the merchant code it is given', async () => {
    const { dir } = await scaffoldSite('lucky-star', { root, merchantCode: 'lucky7' });
    expect(checkSite(dir)).toEqual([]);
    expect(readConfig(dir).platform.merchantCode).toBe('lucky7');
  });

  it('keeps a derived merchant code within the platform’s 16 characters', () => {
    expect(merchantCodeFor('royal-golden-dragon-club')).toBe('royalgoldendrago');
    expect(merchantCodeFor('a-1-b')).toBe('a1b');
  });

  it('gives different brands different palettes', async () => {
    const a = readFileSync(join((await scaffoldSite('alpha', { root })).dir, 'site.json'), 'utf8');
    const b = readFileSync(join((await scaffoldSite('bravo', { root })).dir, 'site.json'), 'utf8');
    const primary = (text: string): string =>
      (JSON.parse(text) as { theme: { dark: { primary: string } } }).theme.dark.primary;
    expect(primary(a)).not.toBe(primary(b));
  });

  it('refuses a bad id, saying the rule in words with an example', async () => {
    for (const id of [
      'My Brand',
      'lucky-',
      '-lucky',
      'lucky--star',
      '7star',
      'x',
      'a'.repeat(32),
    ]) {
      await expect(scaffoldSite(id, { root })).rejects.toThrow(
        `invalid id ${JSON.stringify(id)}: ${ID_RULE}`,
      );
    }
  });

  it('refuses a bad merchant code, given or derived, saying the rule in words', async () => {
    await expect(scaffoldSite('lucky-star', { root, merchantCode: 'lucky-star' })).rejects.toThrow(
      `invalid merchant code "lucky-star": ${MERCHANT_RULE}`,
    );
    await expect(scaffoldSite('lucky-star', { root, merchantCode: 'LuckyStar' })).rejects.toThrow(
      `invalid merchant code "LuckyStar": ${MERCHANT_RULE}`,
    );
    await expect(scaffoldSite('a-b', { root })).rejects.toThrow(
      `id "a-b" gives no usable merchant code ("ab"): ${MERCHANT_RULE}; give one with --merchant <code>`,
    );
  });

  it('refuses an existing folder and a missing id', async () => {
    mkdirSync(join(root, 'sites/taken'), { recursive: true });
    await expect(scaffoldSite('taken', { root })).rejects.toThrow(
      'sites/taken already exists; choose another id or remove that folder first',
    );
    await expect(scaffoldSite(undefined, { root })).rejects.toThrow(
      'usage: npm run site:new -- <id> [--merchant <code>]',
    );
  });

  it('runs from the command line with --merchant and refuses an unknown option', async () => {
    const run = promisify(execFile);
    const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
    const made = await run(
      tsx,
      ['scripts/site-new.ts', 'lucky-star', '--merchant', 'lucky7', '--root', root],
      { cwd: REPO_ROOT },
    );
    expect(made.stdout).toContain('merchant code lucky7, host name lucky-star.localhost');
    expect(readConfig(join(root, 'sites/lucky-star')).platform.merchantCode).toBe('lucky7');

    const refused = await run(
      tsx,
      ['scripts/site-new.ts', 'star-two', '--merchnat', 'lucky7', '--root', root],
      { cwd: REPO_ROOT },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr.trim()).toBe(
      'site:new: unknown option --merchnat (known: --merchant <code>, --root <dir>)',
    );
  });
});
