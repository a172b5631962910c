import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_TAGS, isLangCode, type LangCode } from './languages';
import { LOCAL_KEYS } from '../session/storageKeys';

type BundleLoader = (lang: LangCode) => Promise<{ default: Record<string, unknown> }>;

const coreBundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

const loadCore: BundleLoader = (lang) => {
  const load = coreBundles[`./locales/${lang}.json`];
  if (!load) return Promise.reject(new Error(`no core locale ${lang}`));
  return load();
};

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
      load(language).then(
        (bundle) => callback(null, bundle.default),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
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
  const loaders = new Map<string, BundleLoader>([['core', loadCore], ...setup.pluginLocales]);
  await i18next
    .use(lazyBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: setup.offered,
      ns: ['core'],
      defaultNS: 'core',
      fallbackNS: 'core',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
    });
  document.documentElement.lang = LANG_TAGS[language];
  return language;
}

/** Switches the interface language and remembers it (lang, with the previous one in hisLang). */
export async function switchLanguage(next: LangCode): Promise<void> {
  const previous = i18next.language;
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
