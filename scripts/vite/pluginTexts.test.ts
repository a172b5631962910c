import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/repo-paths';
import {
  indexModule,
  languageModule,
  pluginTextsChunkName,
  pluginTextsPlugin,
  standardLoaderPlugins,
} from './pluginTexts';
import { signedInPlugins } from './slotRoots';

type Loader = (lang: string) => Promise<unknown>;

/** Runs the index module with `import()` answered by `load`, recording what it asks for. */
function runIndex(code: string, answer: (specifier: string) => unknown) {
  const asked: string[] = [];
  const body = `${code.replaceAll('export function', 'function').replaceAll('import(', 'load(')}
return { pluginTexts, pluginPageTexts };`;
  const run = new Function('load', body) as (load: (s: string) => Promise<unknown>) => {
    pluginTexts: (id: string, signedIn?: boolean) => Loader;
    pluginPageTexts: (id: string) => Loader;
  };
  const index = run((specifier) => {
    asked.push(specifier);
    return Promise.resolve(answer(specifier));
  });
  return { index, asked };
}

describe('plugin texts', () => {
  it('finds the plugins whose definition has the house layout loaders', () => {
    const texts = standardLoaderPlugins(REPO_ROOT);
    expect(texts).toEqual(expect.arrayContaining(['auth', 'lobby', 'wallet']));
    const pages = standardLoaderPlugins(REPO_ROOT, /\bpageLocales: \(lang\) => import\(/);
    expect(pages).toEqual(expect.arrayContaining(['auth']));
  });

  it("puts each language's module in that language's texts file", () => {
    expect(pluginTextsChunkName('\0virtual:wl-plugin-texts/EN')).toBe('locale-EN');
    expect(pluginTextsChunkName('\0virtual:wl-plugin-texts/member/KM')).toBe('locale-KM-member');
    expect(pluginTextsChunkName('/repo/plugins/auth/locales/EN.json')).toBeNull();
  });

  it("holds the given plugins' texts of one language, keyed by plugin id", () => {
    expect(languageModule('/repo', 'KM', ['auth', 'live-models'])).toBe(
      [
        'import texts0 from "/repo/plugins/auth/locales/KM.json";',
        'import texts1 from "/repo/plugins/live-models/locales/KM.json";',
        'export default { "auth": texts0, "live-models": texts1 };',
        '',
      ].join('\n'),
    );
  });

  it("hands a plugin its part of the language's module, a visitor's or a member's", async () => {
    const { index, asked } = runIndex(indexModule('/repo', ['EN', 'KM'], []), (specifier) => ({
      default: { lobby: { nav: specifier }, wallet: { title: specifier } },
    }));
    await expect(index.pluginTexts('lobby')('KM')).resolves.toEqual({
      default: { nav: 'virtual:wl-plugin-texts/KM' },
    });
    await expect(index.pluginTexts('wallet', true)('EN')).resolves.toEqual({
      default: { title: 'virtual:wl-plugin-texts/member/EN' },
    });
    await expect(index.pluginTexts('lobby')('XX')).rejects.toThrow('no texts of lobby in XX');
    await expect(index.pluginTexts('lobby')('hasOwnProperty')).rejects.toThrow();
    expect(asked).toEqual(['virtual:wl-plugin-texts/KM', 'virtual:wl-plugin-texts/member/EN']);
  });

  it("loads a plugin's page texts from its own file", async () => {
    const pageTexts = { default: { title: 'Help' } };
    const { index, asked } = runIndex(
      indexModule('/repo', ['EN', 'KM'], ['help']),
      () => pageTexts,
    );
    await expect(index.pluginPageTexts('help')('EN')).resolves.toBe(pageTexts);
    await expect(index.pluginPageTexts('lobby')('EN')).rejects.toThrow('no texts of lobby in EN');
    expect(asked).toEqual(['/repo/plugins/help/locales/page/EN.json']);
  });

  it("swaps a definition's loader lines, keeping its other lines where they were", () => {
    const plugin = pluginTextsPlugin(REPO_ROOT, signedInPlugins(REPO_ROOT));
    (plugin.buildStart as () => void).call({});
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const definition = [
      "export default definePlugin({ id: 'agent-team',",
      '  locales: (lang) => import(`./locales/${lang}.json`),',
      '  pageLocales: (lang) => import(`./locales/page/${lang}.json`),',
      '});',
    ].join('\n');
    const swapped = transform.call(
      {},
      definition,
      `${REPO_ROOT}/plugins/agent-team/index.ts`,
    )!.code;
    expect(swapped.split('\n')).toEqual([
      "import { pluginPageTexts, pluginTexts } from 'virtual:wl-plugin-texts';export default definePlugin({ id: 'agent-team',",
      '  locales: pluginTexts("agent-team", true),',
      '  pageLocales: pluginPageTexts("agent-team"),',
      '});',
    ]);
    // A plugin without page texts keeps a page loader line it does not have a file for.
    const lobby = transform.call({}, definition, `${REPO_ROOT}/plugins/lobby/index.ts`)!.code;
    expect(lobby).toContain('locales: pluginTexts("lobby"),');
    expect(lobby).toContain('pageLocales: (lang) => import(`./locales/page/${lang}.json`),');
    // Only the repository's own plugin definitions.
    expect(transform.call({}, definition, '/elsewhere/plugins/agent-team/index.ts')).toBeNull();
    expect(transform.call({}, definition, `${REPO_ROOT}/plugins/agent-team/api.ts`)).toBeNull();
  });
});
