import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plugins } from '../plugins/index';
import {
  checkPluginLayout,
  checkPluginsFolder,
  HELPER_MAX_LINES,
  listPluginFolders,
} from './lib/plugin-layout';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

describe('every plugin keeps the house layout', () => {
  it.each(listPluginFolders(REPO_ROOT))('plugins/%s', (id) => {
    expect(checkPluginLayout(REPO_ROOT, id)).toEqual([]);
  });

  it('plugins/ holds the one list and plugin folders, and each options schema has its plugin', () => {
    expect(checkPluginsFolder(REPO_ROOT)).toEqual([]);
  });

  it('registers exactly the plugin folders, each under its folder’s name', () => {
    const ids = plugins.map((plugin) => plugin.id).sort();
    expect(ids).toEqual(listPluginFolders(REPO_ROOT));
  });
});

describe('the layout check', () => {
  let root = '';
  const write = (path: string, text = ''): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const manifest = (id: string, extra = ''): string =>
    `${extra}export default definePlugin({\n  id: '${id}',\n});\n`;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'plugin-layout-'));
    cpSync(join(SCHEMAS_DIR, 'languages.json'), join(root, 'schemas/languages.json'));
    write('plugins/index.ts', "import quiet from './quiet';\nimport wrong from './wrong';\n");
    write(
      'plugins/wrong/index.ts',
      manifest('right', "import options from '../../schemas/plugins/help.schema.json';\n"),
    );
    for (const name of ['EN.json', 'FR.json']) write(`plugins/wrong/locales/${name}`, '{}');
    write('plugins/wrong/Widget.tsx');
    write('plugins/wrong/notes.md');
    write('plugins/wrong/big.ts', 'export {};\n'.repeat(HELPER_MAX_LINES + 1));
    write('plugins/wrong/small.ts', 'export {};\n');
    write('plugins/wrong/wrong.css');
    write('plugins/wrong/small.test.ts');
    write('plugins/wrong/utils/format.ts');
    write('plugins/wrong/Flow/run.ts');
    write('plugins/quiet/index.ts', manifest('quiet'));
    for (const code of ['EN', 'CN', 'KM']) write(`plugins/quiet/locales/${code}.json`, '{}');
    write('schemas/plugins/quiet.schema.json', '{}');
    write('plugins/unlisted/index.ts', manifest('unlisted'));
    write('plugins/README.md');
    write('schemas/plugins/gone.schema.json', '{}');
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('names each file that breaks a rule, and the rule', () => {
    expect(checkPluginLayout(root, 'wrong')).toEqual([
      'plugins/wrong/index.ts: declares id "right"; the id and the folder name must be the same',
      "plugins/wrong/index.ts: takes its options schema from help; a plugin's is schemas/plugins/wrong.schema.json",
      'plugins/wrong/locales/CN.json: missing (every language of schemas/languages.json needs one)',
      'plugins/wrong/locales/KM.json: missing (every language of schemas/languages.json needs one)',
      'plugins/wrong/locales/FR.json: not a language of schemas/languages.json (EN, CN, KM)',
      'plugins/wrong/Flow/: a folder name in lower-case words joined by hyphens',
      'plugins/wrong/Widget.tsx: a component at the root: put it in components/ or pages/ (or a folder named for its part)',
      `plugins/wrong/big.ts: a helper of ${HELPER_MAX_LINES + 1} lines at the root (at most ${HELPER_MAX_LINES}): give it a folder named for its part`,
      'plugins/wrong/notes.md: not part of the layout: a plugin root holds index.ts, api.ts, handles.ts, styles, tests and small helper modules',
      'plugins/wrong/utils/: a folder names a part of the plugin, not a kind of file; split it by part',
    ]);
  });

  it('holds a schema to a manifest that declares it, and a folder to the list', () => {
    expect(checkPluginLayout(root, 'quiet')).toEqual([
      'plugins/quiet/index.ts: declares no options, though schemas/plugins/quiet.schema.json exists (import it as `options`)',
    ]);
    expect(checkPluginLayout(root, 'unlisted')).toEqual([
      'plugins/index.ts: does not register unlisted (import it and add it to the list)',
      'plugins/unlisted/locales/: missing (one <code>.json per language of schemas/languages.json)',
    ]);
  });

  it('finds files beside the plugin folders and options schemas of no plugin', () => {
    expect(checkPluginsFolder(root)).toEqual([
      'plugins/README.md: plugins/ holds index.ts (the one list) and plugin folders only',
      'schemas/plugins/gone.schema.json: no plugin folder plugins/gone/',
    ]);
  });
});
