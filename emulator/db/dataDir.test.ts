import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptLegacyDataDir, defaultDataDir, resolveDataDir } from './dataDir.js';

const repoRoot = resolve(import.meta.dirname, '../..');
let scratch: string | undefined;
const scratchDir = () => (scratch = mkdtempSync(join(tmpdir(), 'data-dir-test-')));
afterEach(() => scratch && rmSync(scratch, { recursive: true, force: true }));

describe('data directory', () => {
  it('lives outside the repository (the dev server serves it) and outside node_modules', () => {
    for (const env of [{}, { XDG_DATA_HOME: '/srv/data' }]) {
      const dir = defaultDataDir(env);
      expect(relative(repoRoot, dir).startsWith('..'), dir).toBe(true);
      expect(dir).not.toContain('node_modules');
    }
    expect(defaultDataDir({ XDG_DATA_HOME: '/srv/data' })).toMatch(
      /^\/srv\/data\/whitelabel-runtime\/emulator-data\/[^/]+-[0-9a-f]{8}$/,
    );
  });

  it('keeps EMULATOR_DATA as it is given', () => {
    expect(resolveDataDir({ EMULATOR_DATA: '/tmp/emu' })).toEqual({ dataDir: '/tmp/emu' });
  });

  it('moves a database left in the old folder once, and leaves a newer one alone', () => {
    const dir = scratchDir();
    const legacy = join(dir, '.emulator-data');
    const target = join(dir, 'share', 'emulator-data', 'main');
    mkdirSync(legacy);
    writeFileSync(join(legacy, 'PG_VERSION'), '18\n');
    expect(adoptLegacyDataDir(target, legacy)).toMatch(/^moved/);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(existsSync(legacy)).toBe(false);
    expect(adoptLegacyDataDir(target, legacy)).toBeUndefined();
    mkdirSync(legacy);
    writeFileSync(join(legacy, 'PG_VERSION'), '17\n');
    expect(adoptLegacyDataDir(target, legacy)).toMatch(/no longer read/);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
  });
});
