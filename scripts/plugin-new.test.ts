import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPluginLayout } from './lib/plugin-layout';
import { PLUGIN_ID_RULE, pluginNames } from './lib/plugin-scaffold-names';
import { registerPlugin, unregisterPlugin } from './lib/plugin-scaffold-registration';
import { runGenTypes, scaffoldPlugin } from './lib/plugin-scaffold';
import { planPluginFiles } from './lib/plugin-scaffold-plan';
import { removePlugin } from './lib/plugin-scaffold-remove';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

const copyFrom = (path: string, root: string): void =>
  cpSync(join(REPO_ROOT, path), join(root, path), { recursive: true });

/** A small copy of the repository: what plugin:new reads, writes and regenerates. */
function copyRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'plugin-new-'));
  const copy = (path: string): void => copyFrom(path, root);
  for (const file of ['site.schema.json', 'module-flags.schema.json', 'languages.json', 'plugins'])
    copy(`schemas/${file}`);
  copy('plugins/index.ts');
  copy('plugins/points-mall');
  copy('sites/default/site.json');
  mkdirSync(join(root, 'tests/e2e'), { recursive: true });
  return root;
}

/** Every file under `root`, path to content. */
function snapshot(root: string): Map<string, string> {
  return new Map(
    readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(root, file), readFileSync(file, 'utf8')]),
  );
}

const folders = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

describe('plugin:new', () => {
  let root = '';
  beforeEach(() => {
    root = copyRepository();
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a bad id, saying the rule in words', async () => {
    for (const id of ['Rewards', 'manual_rebate', 'rebate-', 'a--b', '7up', 'x', 'a'.repeat(32)])
      await expect(scaffoldPlugin(id, { root })).rejects.toThrow(
        `invalid id ${JSON.stringify(id)}: expected ${PLUGIN_ID_RULE}`,
      );
    await expect(scaffoldPlugin('core', { root })).rejects.toThrow(
      'invalid id "core": it is core\'s own i18n namespace',
    );
    await expect(scaffoldPlugin('new', { root })).rejects.toThrow(
      'invalid id "new": "new" cannot name its import in plugins/index.ts; choose another id',
    );
    await expect(scaffoldPlugin(undefined, { root })).rejects.toThrow(
      'usage: npm run plugin:new -- <id> [--menu side|account] [--endpoint <name>] [--remove]',
    );
  });

  it('refuses an id that is taken, and a bad option, before writing anything', async () => {
    const before = snapshot(root);
    await expect(scaffoldPlugin('points-mall', { root })).rejects.toThrow(
      'plugins/index.ts already registers points-mall; choose another id',
    );
    writeFileSync(join(root, 'schemas/plugins/rewards.schema.json'), '{}');
    await expect(scaffoldPlugin('rewards', { root })).rejects.toThrow(
      'schemas/plugins/rewards.schema.json already exists; choose another id or remove it first',
    );
    copyFrom('schemas/api/endpoints.json', root);
    await expect(scaffoldPlugin('mall', { root, endpoint: 'pointbalance' })).rejects.toThrow(
      'unknown endpoint "pointbalance": expected a name of schemas/api/endpoints.json (did you mean "pointBalance"?)',
    );
    await expect(scaffoldPlugin('mall', { root, menu: 'header' })).rejects.toThrow(
      'invalid --menu "header": expected "side" (the side menu, for anyone) or "account" (the account menu, for members)',
    );
    rmSync(join(root, 'schemas/plugins/rewards.schema.json'));
    rmSync(join(root, 'schemas/api'), { recursive: true });
    expect(snapshot(root)).toEqual(before);
  });

  it('writes the house layout, registers it, and --remove leaves the tree byte for byte as it was', async () => {
    runGenTypes(root); // generated/ as gen:types makes it, so the comparison is fair
    const before = snapshot(root);
    const beforeFolders = folders(root);

    const { files } = await scaffoldPlugin('demo-x', { root });
    expect(files).toEqual([
      'plugins/demo-x/index.ts',
      'plugins/demo-x/api.ts',
      'plugins/demo-x/demo-x.css',
      'plugins/demo-x/pages/DemoXPage.tsx',
      'plugins/demo-x/pages/DemoXPage.test.tsx',
      'plugins/demo-x/components/DemoXIntro.tsx',
      'plugins/demo-x/locales/EN.json',
      'plugins/demo-x/locales/CN.json',
      'plugins/demo-x/locales/KM.json',
      'schemas/plugins/demo-x.schema.json',
      'tests/e2e/demo-x.spec.ts',
      'plugins/index.ts',
    ]);
    expect(checkPluginLayout(root, 'demo-x')).toEqual([]);
    const index = readFileSync(join(root, 'plugins/index.ts'), 'utf8');
    expect(index).toContain("import demoX from './demo-x';");
    expect(index).toMatch(/\n {2}demoX,\n\]/);
    // gen:types ran: the options type exists, its default makes the property always there
    expect(readFileSync(join(root, 'generated/plugins/demo-x.ts'), 'utf8')).toContain(
      'export interface DemoXOptions {',
    );

    await removePlugin('demo-x', { root });
    expect(snapshot(root)).toEqual(before);
    expect(folders(root)).toEqual(beforeFolders);
  }, 60_000);

  it('--remove refuses a plugin it did not write, or one a site enables', async () => {
    await expect(removePlugin('points-mall', { root })).rejects.toThrow(
      /^plugin:new did not write .*plugins\/points-mall\/pages\/PointMallPage\.tsx.*; nothing removed/,
    );
    await expect(removePlugin('rewards', { root })).rejects.toThrow(
      'nothing to remove: plugin:new wrote no rewards',
    );
    const regenerate = (): void => undefined;
    await scaffoldPlugin('demo-x', { root, regenerate });
    const site = join(root, 'sites/default/site.json');
    const config = JSON.parse(readFileSync(site, 'utf8')) as { plugins: Record<string, unknown> };
    writeFileSync(
      site,
      JSON.stringify({ ...config, plugins: { ...config.plugins, 'demo-x': {} } }),
    );
    await expect(removePlugin('demo-x', { root, regenerate })).rejects.toThrow(
      'sites/default/site.json enables demo-x; take it out of "plugins" first',
    );
    writeFileSync(join(root, 'plugins/demo-x/components/Extra.tsx'), '');
    await expect(removePlugin('demo-x', { root, regenerate })).rejects.toThrow(
      'plugin:new did not write plugins/demo-x/components/Extra.tsx; nothing removed',
    );
  });
});

describe('the files plugin:new writes', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT });

  /** ESLint's complaints about the planned files, as `path:line rule`. */
  async function lint(files: Map<string, string>): Promise<string[]> {
    const complaints: string[] = [];
    for (const [path, text] of files) {
      if (!/\.tsx?$/.test(path)) continue;
      for (const result of await eslint.lintText(text, { filePath: join(REPO_ROOT, path) }))
        for (const message of result.messages)
          complaints.push(`${path}:${message.line} ${message.ruleId ?? message.message}`);
    }
    return complaints;
  }

  it('start api.ts from a GET endpoint as a query, and link from the account menu', async () => {
    const files = await planPluginFiles('mall', { menu: 'account', endpoint: 'pointBalance' });
    const api = files.get('plugins/mall/api.ts') ?? '';
    expect(api).toContain("export type PointBalanceParams = ApiTypes['pointBalance']['request'];");
    expect(api).toContain("queryFn: ({ signal }) => request('pointBalance', params, { signal }),");
    const manifest = files.get('plugins/mall/index.ts') ?? '';
    expect(manifest).toContain('auth: true');
    expect(manifest).toContain('accountMenu: [');
    expect(files.get('tests/e2e/mall.spec.ts')).toContain('await signInAs(page, request, emulator');
    expect(await lint(files)).toEqual([]);
  }, 30_000);

  it('start api.ts from another endpoint as a mutation, and with none as an empty module', async () => {
    const mutation = await planPluginFiles('wish-list', { endpoint: 'addFavoriteGame' });
    expect(mutation.get('plugins/wish-list/api.ts')).toContain(
      "mutationFn: (params: AddFavoriteGameParams) => request('addFavoriteGame', params),",
    );
    expect(mutation.get('plugins/wish-list/index.ts')).toContain(
      "sideMenu: [{ key: 'wish-list', label: 'menu', to: '/wishList', order: 100 }],",
    );
    expect(await lint(mutation)).toEqual([]);
    const none = await planPluginFiles('wish-list');
    expect(none.get('plugins/wish-list/api.ts')).toMatch(/^\/\*\*[\s\S]*\*\/\nexport \{\};\n$/);
  }, 30_000);

  it('gives the texts in every registered language, each worded for it', async () => {
    const files = await planPluginFiles('manual-rebate');
    const texts = (code: string): Record<string, string> =>
      JSON.parse(files.get(`plugins/manual-rebate/locales/${code}.json`) ?? '{}') as Record<
        string,
        string
      >;
    const registry = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'languages.json'), 'utf8')) as {
      languages: { code: string }[];
    };
    expect(texts('EN')).toEqual({
      menu: 'Manual Rebate (new)',
      title: 'New page: Manual Rebate',
      intro:
        'This page belongs to the Manual Rebate plugin. Write its texts in plugins/manual-rebate/locales/, one file per language.',
    });
    for (const { code } of registry.languages.filter(({ code }) => code !== 'EN'))
      for (const key of ['menu', 'title', 'intro'])
        expect(texts(code)[key], `${code} ${key}`).not.toBe(texts('EN')[key]);
  });

  it('runs from the command line and names an unknown option', async () => {
    const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
    const refused = await promisify(execFile)(tsx, ['scripts/plugin-new.ts', 'mall', '--force'], {
      cwd: REPO_ROOT,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr.trim()).toBe(
      'plugin:new: unknown option --force (known: --menu side|account, --endpoint <name>, --remove, --root <dir>)',
    );
  });
});

describe('registering in plugins/index.ts', () => {
  const source = readFileSync(join(REPO_ROOT, 'plugins/index.ts'), 'utf8');

  it.each(['aaa', 'm-m', 'zzz'])(
    'adds %s in path order and at the end of the list, and undoes it',
    (id) => {
      const names = pluginNames(id);
      const registered = registerPlugin(source, names);
      const imports = registered.split('\n').filter((line) => /^import \w+ from '\.\//.test(line));
      expect(imports).toContain(`import ${names.camel} from './${id}';`);
      expect(imports.map((line) => line.replace(/^.*'\.\/(.*)';$/, '$1'))).toEqual(
        imports.map((line) => line.replace(/^.*'\.\/(.*)';$/, '$1')).sort(),
      );
      expect(registered).toMatch(new RegExp(`\\n  ${names.camel},\\n\\]`));
      expect(unregisterPlugin(registered, names)).toBe(source);
    },
  );
});
