import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_TAGS, isLangCode, type LangCode } from './languages';
import { LOCAL_KEYS } from '../session/storageKeys';
import { withChunkTimeout } from '../ui/chunkTimeout';
import { bundleFailure, recordBundleFailure } from './bundleFailures';

type BundleLoader = (lang: LangCode) => Promise<{ default: Record<string, unknown> }>;

const coreBundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
const memberBundles = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/member/*.json',
);

/** Core's texts for the member side (amounts, date ranges, records, uploads): see MEMBER_NS. */
export const MEMBER_NS = 'core-member';

function bundleLoader(
  bundles: Record<string, () => Promise<{ default: Record<string, unknown> }>>,
  folder: string,
): BundleLoader {
  return (lang) => {
    const load = bundles[`./locales/${folder}${lang}.json`];
    if (!load) return Promise.reject(new Error(`no core locale ${folder}${lang}`));
    return load();
  };
}

/**
 * Loads one namespace for one language on demand, so a page pays only for the bundles of the
 * plugins it shows in the language it shows them in.
 */
function lazyBackend(loaders: Map<string, BundleLoader>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders.get(namespace);
      if (!load || !isLangCode(language)) {
        callback(null, {});
        return;
      }
      // A bundle is a chunk like any other: same timeout (§9), and a failure is remembered so
      // the part showing these texts says so instead of showing raw keys.
      withChunkTimeout(() => load(language), `locale ${namespace} ${language}`).then(
        (bundle) => callback(null, bundle.default),
        (error: unknown) => {
          recordBundleFailure(language, namespace, error);
          // false: no retry; a chunk that failed once stays failed until the page reloads
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

function readStoredLanguage(offered: readonly LangCode[]): LangCode | null {
  try {
    const stored = localStorage.getItem(LOCAL_KEYS.lang);
    return isLangCode(stored) && offered.includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Picks the stored language when the site still offers it, else the site's default (§4). */
export function initialLanguage(offered: readonly LangCode[], fallback: LangCode): LangCode {
  return readStoredLanguage(offered) ?? fallback;
}

export interface I18nSetup {
  offered: LangCode[];
  defaultLanguage: LangCode;
  /** Plugin id to its locale loader; the plugin id is its namespace. */
  pluginLocales: Map<string, BundleLoader>;
}

/** Starts i18next with the core namespace loaded and plugin namespaces loaded on use. */
export async function initI18n(setup: I18nSetup): Promise<LangCode> {
  const language = initialLanguage(setup.offered, setup.defaultLanguage);
  // Core's member-side texts are a namespace of their own, loaded by the member pages that use
  // them: a visitor's first paint does not carry them (scripts/vite/chunkLayout.ts).
  const loaders = new Map<string, BundleLoader>([
    ['core', bundleLoader(coreBundles, '')],
    [MEMBER_NS, bundleLoader(memberBundles, 'member/')],
    ...setup.pluginLocales,
  ]);
  await i18next
    .use(lazyBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: setup.offered,
      ns: ['core'],
      defaultNS: 'core',
      // A plugin's texts fall back to core's, and to core's member-side ones where loaded.
      fallbackNS: ['core', MEMBER_NS],
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
    });
  // Without its own texts the app cannot say anything readable; start-up shows the failure.
  const failure = bundleFailure(language, ['core']);
  if (failure !== undefined) throw failure;
  document.documentElement.lang = LANG_TAGS[language];
  return language;
}

/**
 * Switches the interface language and remembers it (lang, with the previous one in hisLang).
 * The new language's bundles load first; when one fails the language stays as it was and the
 * chunk failure is thrown, so the page never turns into raw keys.
 */
export async function switchLanguage(next: LangCode): Promise<void> {
  const previous = i18next.language;
  await i18next.loadLanguages(next);
  const failure = bundleFailure(next, i18next.options.ns ? [i18next.options.ns].flat() : []);
  if (failure !== undefined) throw failure;
  try {
    if (isLangCode(previous) && previous !== next)
      localStorage.setItem(LOCAL_KEYS.hisLang, previous);
    localStorage.setItem(LOCAL_KEYS.lang, next);
  } catch {
    // storage can be refused; the switch still applies to this page view
  }
  await i18next.changeLanguage(next);
  document.documentElement.lang = LANG_TAGS[next];
}

export function currentLanguage(): LangCode {
  const language = i18next.language;
  return isLangCode(language) ? language : 'EN';
}
