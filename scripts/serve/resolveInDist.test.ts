import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insideFolder, resolveInDist } from './resolveInDist';

let dist: string;
let sibling: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'wl-resolve-'));
  sibling = `${dist}-other`;
  mkdirSync(sibling);
  writeFileSync(join(sibling, 'a.txt'), 'other');
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'site-html'));
  writeFileSync(join(dist, 'assets', 'app.js'), '');
  writeFileSync(join(dist, 'site-html', 'default.html'), '');
  writeFileSync(join(dist, 'index.html'), '');
  symlinkSync(join(sibling, 'a.txt'), join(dist, 'assets', 'out.txt'));
  symlinkSync(join(dist, 'site-html', 'default.html'), join(dist, 'assets', 'page.html'));
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(sibling, { recursive: true, force: true });
});

describe('insideFolder', () => {
  it('tells a sibling with a longer name from a child', () => {
    expect(insideFolder('/srv/dist', '/srv/dist/assets/a.js')).toBe('assets/a.js');
    expect(insideFolder('/srv/dist', '/srv/dist-other/a.js')).toBeNull();
    expect(insideFolder('/srv/dist', '/srv/dist')).toBeNull();
    expect(insideFolder('/srv/dist', '/srv/dist/..foo')).toBe('..foo');
  });
});

describe('resolveInDist', () => {
  it('finds built files', () => {
    expect(resolveInDist(dist, '/assets/app.js')).toMatch(/assets\/app\.js$/);
  });

  it('never leaves the folder or serves a hidden page, by any path', () => {
    for (const path of [
      `/../${basename(sibling)}/a.txt`,
      '/assets/out.txt',
      '/assets/page.html',
      '/site-html/default.html',
      '/assets/../site-html/default.html',
      '/index.html',
      '/',
      '/assets',
      '/assets/missing.js',
    ])
      expect(resolveInDist(dist, path), path).toBeNull();
  });
});
