import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPluginDefaults } from './plugin-defaults';
import { REPO_ROOT } from './repo-paths';

/** The gen:types fixture: its demo plugin has nested objects and lists with defaults. */
const FIXTURE_SCHEMAS = join(REPO_ROOT, 'scripts/__fixtures__/schemas');
const demo = (block: Record<string, unknown>) =>
  applyPluginDefaults({ plugins: { demo: block } }, FIXTURE_SCHEMAS).plugins.demo;

describe('applyPluginDefaults', () => {
  it('gives an enabled plugin with an empty block every default of its schema', () => {
    expect(applyPluginDefaults({ plugins: { auth: {}, help: {} } })).toEqual({
      plugins: {
        auth: {
          loginMethods: ['username'],
          rememberMe: true,
          dialingCode: '1',
          termsUrl: '/help#term',
        },
        help: { footerLinks: true },
      },
    });
  });

  it('keeps what a partial block says and fills the rest', () => {
    expect(
      applyPluginDefaults({ plugins: { auth: { dialingCode: '855', rememberMe: false } } }),
    ).toEqual({
      plugins: {
        auth: {
          loginMethods: ['username'],
          rememberMe: false,
          dialingCode: '855',
          termsUrl: '/help#term',
        },
      },
    });
  });

  it('fills a missing nested object from its own properties, leaving undefaulted ones out', () => {
    expect(demo({})).toEqual({ size: 3, frame: { width: 1200, height: 400 }, lanes: [] });
    expect(demo({ frame: { height: 300, fit: 'cover' } })).toEqual({
      size: 3,
      frame: { width: 1200, height: 300, fit: 'cover' },
      lanes: [],
    });
  });

  it('completes each item of a list', () => {
    expect(demo({ lanes: [{ vendor: 'AB' }, { vendor: 'CD', order: 5 }] }).lanes).toEqual([
      { vendor: 'AB', order: 100 },
      { vendor: 'CD', order: 5 },
    ]);
  });

  it('never enables a plugin, and leaves unknown plugins and the rest of the site alone', () => {
    const site = { id: 'x', plugins: { foo: { a: 1 } } };
    expect(applyPluginDefaults(site)).toEqual(site);
  });

  it('keeps wrong values for site:check to report, and fills the defaults after them', () => {
    expect(
      applyPluginDefaults({ plugins: { lobby: { hotGamesLimit: 'many' } } }).plugins.lobby,
    ).toEqual({
      hotGamesLimit: 'many',
      esportsVendors: [],
      cockfightVendors: [],
      inhouseVendors: [],
    });
  });

  it('does not change its input, and gives each site its own default objects', () => {
    const site = { plugins: { announcements: {} } };
    const first = applyPluginDefaults(site).plugins.announcements as { bannerSize: object };
    const second = applyPluginDefaults(site).plugins.announcements as { bannerSize: object };
    expect(site).toEqual({ plugins: { announcements: {} } });
    expect(first.bannerSize).toEqual(second.bannerSize);
    expect(first.bannerSize).not.toBe(second.bannerSize);
  });

  describe('with a schema Ajv would ignore a default in', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses it loudly (strict mode) rather than leaving the value missing', () => {
      dir = mkdtempSync(join(tmpdir(), 'plugin-defaults-'));
      mkdirSync(join(dir, 'plugins'));
      const schema = {
        type: 'object',
        oneOf: [{ properties: { mode: { type: 'string', default: 'a' } } }],
      };
      writeFileSync(join(dir, 'plugins', 'odd.schema.json'), JSON.stringify(schema));
      expect(() => applyPluginDefaults({ plugins: { odd: {} } }, dir)).toThrow(/default/);
    });
  });
});
