import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkSite } from './lib/check-site';
import { checkSites } from './lib/check-sites';
import { merchantCodeRule, siteIdRule } from './lib/naming-rules';
import { REPO_ROOT, SCHEMAS_DIR, SITES_DIR } from './lib/repo-paths';
import { listPluginIds } from './lib/schema-validators';

const FIXTURES = join(REPO_ROOT, 'scripts/__fixtures__');
const fixture = (id: string): string[] => checkSite(join(FIXTURES, 'sites', id));
/** The URL rules of schemas/site.schema.json, as site:check words them. */
const HTTP_URL_OR_PATH =
  'an http:// or https:// URL, or a path starting with one "/" (javascript:, data:, //host, backslashes and user@ are refused)';
const HTTPS_URL_OR_PATH =
  'an https:// URL, or a path starting with one "/" (javascript:, data:, //host, backslashes and user@ are refused)';
const HTTPS_URL = 'an https:// URL (backslashes and user@ are refused)';

const FIXTURE_PLUGIN_LINES = [
  'plugins/bad-flags/index.ts:6: /requires/1: unknown module flag "PTSYS" (did you mean "PTSYS3"? the flags are declared in schemas/module-flags.schema.json)',
  'plugins/bad-flags/index.ts:10: /slots/accountMenu/1/requires/0: unknown module flag "referal3" (did you mean "REFERRAL"? the flags are declared in schemas/module-flags.schema.json)',
];

/** The same lines as `npm run site:check` run from the repository prints them. */
const BAD_FLAG_LINES = [
  'scripts/__fixtures__/plugins/bad-flags/index.ts:6: /requires/1: unknown module flag "PTSYS" (did you mean "PTSYS3"? the flags are declared in schemas/module-flags.schema.json)',
  'scripts/__fixtures__/plugins/bad-flags/index.ts:10: /slots/accountMenu/1/requires/0: unknown module flag "referal3" (did you mean "REFERRAL"? the flags are declared in schemas/module-flags.schema.json)',
];

describe('site:check on fixture sites', () => {
  it('accepts a good site', () => {
    expect(fixture('good')).toEqual([]);
  });

  it('names path, expectation and value for each wrong value, all at once', () => {
    expect(fixture('bad-types')).toEqual([
      'sites/bad-types/site.json: /plugins: expected a value (the key is required), got nothing',
      'sites/bad-types/site.json: /brand/favicon: expected a value (the key is required), got nothing',
      'sites/bad-types/site.json: /theme/default: expected one of "dark", "light", got "dim"',
      'sites/bad-types/site.json: /theme/dark/primary: expected a string matching ^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$, got "blue"',
      'sites/bad-types/site.json: /languages/offered/2: expected a value not already in the list (it repeats item 0), got "EN"',
      'sites/bad-types/site.json: /languages/default: expected one of "EN", "CN", "KM", got "FR"',
      'sites/bad-types/site.json: /platform/merchantCode: expected a merchant code of 3 to 16 lowercase letters or digits, with no hyphens, spaces or other signs, as the platform allows (e.g. "luckystar" for the brand "lucky-star"), got "Bad Code"',
      'sites/bad-types/site.json: /platform/cipher/publicKey: expected a value (the key is required), got nothing',
      'sites/bad-types/site.json: /platform/cipher/valueKey: expected a value (the key is required), got nothing',
      'sites/bad-types/site.json: /platform/imageCdns: expected at least 1 item, got []',
      `sites/bad-types/site.json: /platform/launchCdns/0: expected ${HTTP_URL_OR_PATH}, got "cdn.example.com"`,
      'sites/bad-types/site.json: /layout/navigation: expected array, got "home"',
      `sites/bad-types/site.json: /layout/social/0/url: expected ${HTTPS_URL}, got "not a url"`,
      'sites/bad-types/site.json: /limits/ageGate: expected an integer from 16 to 25, got 12',
      'sites/bad-types/site.json: /limits/smsCountdownSeconds: expected integer, got 60.5',
    ]);
  });

  it('explains the brand id and merchant code rules in words, with an example', () => {
    expect(fixture('wrong-names')).toEqual([
      'sites/wrong-names/site.json: /id: expected a brand id of 2 to 31 lowercase letters, digits and hyphens, starting with a letter, with no hyphen at the end or next to another (e.g. "lucky-star"); it names the folder under sites/ and the host name <id>.localhost, got "Wrong_Names"',
      'sites/wrong-names/site.json: /platform/merchantCode: expected a merchant code of 3 to 16 lowercase letters or digits, with no hyphens, spaces or other signs, as the platform allows (e.g. "luckystar" for the brand "lucky-star"), got "wrong-names"',
    ]);
  });

  it('keeps the regular expression for a pattern without words', () => {
    expect(fixture('bad-types')).toContain(
      'sites/bad-types/site.json: /theme/dark/primary: expected a string matching ^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$, got "blue"',
    );
  });

  it('allows the merchant codes the platform (the emulator) accepts, and hyphenated brand ids', () => {
    const emulator = readFileSync(join(REPO_ROOT, 'emulator/control/api.ts'), 'utf8');
    expect(emulator).toContain(`/${merchantCodeRule().pattern.source}/.test(body.code)`);
    expect(siteIdRule().pattern.test('lucky-star')).toBe(true);
    expect(merchantCodeRule().pattern.test('luckystar')).toBe(true);
  });

  it('reports the variant a oneOf value aims at, or lists the variants', () => {
    expect(fixture('bad-cipher')).toEqual([
      'sites/bad-cipher/site.json: /theme/light: expected object, got 5',
      'sites/bad-cipher/site.json: /platform/cipher/type: expected one of "none", "rsa-oaep-aes-gcm", got "aes"',
      'sites/bad-cipher/site.json: /layout/customerService/1: expected object, got "https://t.me/x"',
    ]);
  });

  it('rejects unknown keys and lists the allowed ones', () => {
    expect(fixture('unknown-keys')).toEqual([
      'sites/unknown-keys/site.json: /colours: unknown key "colours" (allowed: $schema, brand, hosts, id, languages, layout, limits, platform, plugins, theme)',
      'sites/unknown-keys/site.json: /brand/colour: unknown key "colour" (allowed: favicon, logo, name)',
      'sites/unknown-keys/site.json: /platform/cipher/publicKey: unknown key "publicKey" (allowed: type)',
    ]);
  });

  it('requires brand files to exist inside the site folder', () => {
    expect(fixture('missing-asset')).toEqual([
      'sites/missing-asset/site.json: /brand/logo: expected an existing file, got "assets/missing.svg"',
      'sites/missing-asset/site.json: /brand/favicon: expected a file inside the site folder, got "../good/assets/favicon.svg"',
    ]);
  });

  it('refuses theme colours whose text would be hard to read', () => {
    expect(fixture('low-contrast')).toEqual([
      'sites/low-contrast/site.json: /theme/dark/primaryText: expected contrast of at least 4.5:1 against primary "#0a60c0", got 1.36:1 for "#777777"',
      'sites/low-contrast/site.json: /theme/light/textMuted: expected contrast of at least 4.5:1 against bg "#000", got 2.82:1 for "#555555"',
      'sites/low-contrast/site.json: /theme/light/textMuted: expected contrast of at least 4.5:1 against surface "#111", got 2.53:1 for "#555555"',
    ]);
  });

  it("validates each plugin's block against its own schema", () => {
    expect(fixture('bad-plugin-options')).toEqual([
      'sites/bad-plugin-options/site.json: /plugins/lobby/hotGamesLimit: expected integer, got "12"',
      'sites/bad-plugin-options/site.json: /plugins/auth/captcha: unknown key "captcha" (allowed: dialingCode, loginMethods, rememberMe, termsUrl)',
      'sites/bad-plugin-options/site.json: /plugins/auth/loginMethods: expected at least 1 item, got []',
      'sites/bad-plugin-options/site.json: /plugins/auth/rememberMe: expected boolean, got "yes"',
      'sites/bad-plugin-options/site.json: /plugins/points-mall/ratio: unknown key "ratio" (allowed: showRatioTable)',
    ]);
  });

  it('rejects a plugin without a schema and lists the known ones', () => {
    const known = listPluginIds(SCHEMAS_DIR);
    // The list grows as plugins are added; these four exist from the start.
    expect(known).toEqual(
      expect.arrayContaining(['auth', 'customer-service', 'lobby', 'points-mall']),
    );
    expect(fixture('unknown-plugin')).toEqual([
      `sites/unknown-plugin/site.json: /plugins/foo: unknown plugin "foo" (known: ${known.join(', ')})`,
    ]);
  });

  it('checks the id, the default language and translations against the offered languages', () => {
    expect(fixture('missing-translation')).toEqual([
      'sites/missing-translation/site.json: /id: expected "missing-translation" (the folder name), got "something-else"',
      'sites/missing-translation/site.json: /languages/default: expected one of the offered languages "EN", "KM", got "CN"',
      'sites/missing-translation/site.json: /layout/footerColumns/0/links/0/label: expected a translation for "KM" (the site offers EN, KM), got nothing',
    ]);
  });

  it('refuses every URL that is not http(s) or a path on the site, in the site and its plugins', () => {
    const line = (path: string, expected: string, got: string) =>
      `sites/bad-urls/site.json: ${path}: expected ${expected}, got ${JSON.stringify(got)}`;
    expect(fixture('bad-urls')).toEqual([
      line('/platform/apiBase', HTTP_URL_OR_PATH, 'javascript:alert(1)//'),
      line('/platform/imageCdns/0', HTTP_URL_OR_PATH, 'data:image/png;base64,AAAA'),
      line('/platform/imageCdns/1', HTTP_URL_OR_PATH, '//cdn.evil.example/img'),
      line('/platform/launchCdns/0', HTTP_URL_OR_PATH, '/\\evil.example/launch'),
      line('/platform/launchCdns/1', HTTP_URL_OR_PATH, 'http://user:pw@launch.example.com/'),
      line('/layout/footerColumns/0/links/1/to', HTTPS_URL_OR_PATH, 'JavaScript:alert(1)'),
      line('/layout/footerColumns/0/links/2/to', HTTPS_URL_OR_PATH, '//evil.example/help'),
      line('/layout/footerColumns/0/links/3/to', HTTPS_URL_OR_PATH, 'http://insecure.example/'),
      line('/layout/social/1/url', HTTPS_URL, 'data:text/html,<script>alert(1)</script>'),
      line('/layout/customerService/0/url', HTTPS_URL, 'https:\\\\chat.example'),
      line('/plugins/auth/termsUrl', HTTPS_URL_OR_PATH, 'javascript:alert(document.cookie)'),
    ]);
  });

  it('names a missing top-level key by its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-check-required-'));
    try {
      cpSync(join(FIXTURES, 'sites/good'), join(dir, 'good'), { recursive: true });
      const siteFile = join(dir, 'good/site.json');
      const { limits: _dropped, ...site } = JSON.parse(readFileSync(siteFile, 'utf8')) as {
        limits: unknown;
      };
      writeFileSync(siteFile, JSON.stringify(site));
      expect(checkSite(join(dir, 'good'))).toEqual([
        'sites/good/site.json: /limits: expected a value (the key is required), got nothing',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('locates a JSON syntax error', () => {
    expect(fixture('invalid-json')).toEqual([
      'sites/invalid-json/site.json: invalid JSON at line 5 column 3: trailing comma before "}"',
    ]);
  });

  it('summarises several sites and refuses an unknown id', () => {
    const sites = join(FIXTURES, 'sites');
    expect(checkSites(sites, ['good']).summary).toBe('site:check: 1 site(s) ok');
    expect(checkSites(sites, ['good', 'unknown-keys', 'missing-asset']).summary).toBe(
      'site:check: 5 error(s) in 2 site(s)',
    );
    expect(checkSites(sites, ['nope']).lines).toEqual([
      expect.stringMatching(
        /^site:check: no site "nope" \(known: bad-cipher, bad-plugin-options, /,
      ),
    ]);
  });
});

describe('site:check on the real sites', () => {
  it('passes every site under sites/', () => {
    const report = checkSites(SITES_DIR, []);
    expect(report.lines).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('exits 1 and prints every line from the command line', async () => {
    const run = promisify(execFile);
    const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
    const args = ['scripts/site-check.ts', '--root', FIXTURES, 'good', 'missing-asset'];
    const failure = await run(tsx, args, { cwd: REPO_ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toEqual([
      'sites/missing-asset/site.json: /brand/logo: expected an existing file, got "assets/missing.svg"',
      'sites/missing-asset/site.json: /brand/favicon: expected a file inside the site folder, got "../good/assets/favicon.svg"',
      // the fixture root's plugins/ folder: its module flags are checked too
      ...FIXTURE_PLUGIN_LINES,
      'site:check: 4 error(s) in 1 site(s) and 1 plugin file(s)',
    ]);
  });
});

describe('site:check and the module-flag list (schemas/module-flags.schema.json)', () => {
  it("names each unknown flag in a plugin's requires lists, with its file, line and entry", () => {
    const report = checkSites(join(FIXTURES, 'sites'), ['good'], {
      plugins: { dir: join(FIXTURES, 'plugins'), root: REPO_ROOT },
    });
    expect(report.lines).toEqual(BAD_FLAG_LINES);
    expect(report.summary).toBe('site:check: 2 error(s) in 0 site(s) and 1 plugin file(s)');
  });

  it('finds no unknown flag in the plugins of this repository', () => {
    const report = checkSites(SITES_DIR, [], {
      plugins: { dir: join(REPO_ROOT, 'plugins'), root: REPO_ROOT },
    });
    expect(report.lines).toEqual([]);
  });

  it('names an unknown flag where a site config holds flags, instead of listing every flag', () => {
    // A copy of the schemas where the points-mall options name module flags, as a site's own
    // flag list would: the schema refers to the one list, site:check reads it from there.
    const dir = mkdtempSync(join(tmpdir(), 'site-check-flags-'));
    try {
      cpSync(SCHEMAS_DIR, join(dir, 'schemas'), { recursive: true });
      const pluginFile = join(dir, 'schemas/plugins/points-mall.schema.json');
      const schema = JSON.parse(readFileSync(pluginFile, 'utf8')) as {
        properties: Record<string, unknown>;
      };
      schema.properties.alsoRequires = {
        type: 'array',
        items: { $ref: '../module-flags.schema.json' },
        description: 'Flags the mall needs besides PTSYS3.',
      };
      writeFileSync(pluginFile, JSON.stringify(schema));
      cpSync(join(FIXTURES, 'sites/good'), join(dir, 'sites/good'), { recursive: true });
      const siteFile = join(dir, 'sites/good/site.json');
      const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { plugins: object };
      site.plugins = { ...site.plugins, 'points-mall': { alsoRequires: ['REFERRAL', 'REFERAL'] } };
      writeFileSync(siteFile, JSON.stringify(site));

      expect(checkSite(join(dir, 'sites/good'), { schemasDir: join(dir, 'schemas') })).toEqual([
        'sites/good/site.json: /plugins/points-mall/alsoRequires/1: unknown module flag "REFERAL" (did you mean "REFERRAL"? the flags are declared in schemas/module-flags.schema.json)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the URL rules of the schemas', () => {
  type Node = Record<string, unknown>;
  const siteSchema = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'site.schema.json'), 'utf8')) as {
    definitions: Record<string, { pattern: string }>;
  };
  const URL_DEFS = ['UrlOrPath', 'HttpsUrlOrPath', 'HttpsUrl'];
  const rule = (name: string) => new RegExp(siteSchema.definitions[name]!.pattern, 'u');
  /** Keys that hold an address a browser fetches, opens or links to. */
  const URL_KEY = /(url|uri|href|src|link|apibase|cdns?)$|^to$/i;

  /** Every property whose name says it holds a URL, with the schema node that checks it. */
  function urlFields(node: unknown, path: string, found: [string, Node][] = []) {
    if (typeof node !== 'object' || node === null) return found;
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        for (const [name, field] of Object.entries(value as Node)) {
          const at = `${path}/${name}`;
          if (URL_KEY.test(name) && (field as Node).type !== 'boolean') {
            const items = (field as Node).items as Node | undefined;
            found.push([at, items ?? (field as Node)]);
          }
          urlFields(field, at, found);
        }
      } else if (key !== 'properties') urlFields(value, `${path}/${key}`, found);
    }
    return found;
  }

  it('gives every URL-valued field of the site and plugin schemas one of the shared URL rules', () => {
    const files = [
      'site.schema.json',
      ...listPluginIds(SCHEMAS_DIR).map((id) => `plugins/${id}.schema.json`),
    ];
    const allowed = new Set(URL_DEFS.map((name) => siteSchema.definitions[name]!.pattern));
    const fields = files.flatMap((file) =>
      urlFields(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')), file),
    );
    // The ones this test must at least find, so a renamed key cannot slip past it.
    expect(fields.map(([at]) => at)).toEqual(
      expect.arrayContaining([
        'site.schema.json/platform/apiBase',
        'site.schema.json/platform/imageCdns',
        'site.schema.json/definitions/FooterLink/to',
        'plugins/auth.schema.json/termsUrl',
      ]),
    );
    for (const [at, field] of fields) {
      const ref = typeof field.$ref === 'string' ? field.$ref.replace('#/definitions/', '') : '';
      const ok = URL_DEFS.includes(ref) || allowed.has(String(field.pattern));
      expect(ok, `${at} must use UrlOrPath, HttpsUrlOrPath or HttpsUrl`).toBe(true);
    }
  });

  it('accepts http(s) URLs and root-relative paths only', () => {
    const refused = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' https://x.example/',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example',
      'https:\\\\evil.example',
      'https://user@evil.example/',
      'https://',
      'https:///x',
      'relative/path',
      '',
    ];
    for (const name of URL_DEFS) {
      for (const value of refused) expect(rule(name).test(value), `${name} ${value}`).toBe(false);
      expect(rule(name).test('https://cdn.example.com/a?b=1#c')).toBe(true);
      expect(rule(name).test('https://cdn.example.com:8443')).toBe(true);
    }
    for (const name of ['UrlOrPath', 'HttpsUrlOrPath']) {
      expect(rule(name).test('/')).toBe(true);
      expect(rule(name).test('/help#term')).toBe(true);
    }
    expect(rule('UrlOrPath').test('http://127.0.0.1:4310/')).toBe(true);
    expect(rule('HttpsUrlOrPath').test('http://insecure.example/')).toBe(false);
    expect(rule('HttpsUrl').test('/help')).toBe(false);
  });
});
