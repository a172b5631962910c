import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wl-precompress-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a .gz beside large text files only, nested folders included', () => {
    const script = 'export const answer = 42;\n'.repeat(100);
    mkdirSync(join(folder, 'nested'));
    writeFileSync(join(folder, 'nested', 'app.js'), script);
    writeFileSync(join(folder, 'small.css'), 'a{}');
    writeFileSync(join(folder, 'logo.png'), Buffer.alloc(4096));
    expect(precompressFolder(folder)).toBe(1);
    const zipped = readFileSync(join(folder, 'nested', 'app.js.gz'));
    expect(gunzipSync(zipped).toString('utf8')).toBe(script);
    expect(existsSync(join(folder, 'small.css.gz'))).toBe(false);
    expect(existsSync(join(folder, 'logo.png.gz'))).toBe(false);
  });
});
