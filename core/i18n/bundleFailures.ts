import i18next from 'i18next';

/**
 * Locale bundles that failed to load, by language and namespace. i18next treats a failed bundle
 * as loaded and shows raw keys, so whoever shows a plugin's texts asks here first and shows the
 * chunk-load message instead (§8). A failed chunk stays failed until the page reloads.
 */
const failures = new Map<string, unknown>();

const keyOf = (lang: string, namespace: string) => `${lang}|${namespace}`;

export function recordBundleFailure(lang: string, namespace: string, error: unknown): void {
  failures.set(keyOf(lang, namespace), error);
}

/** The error of the first failed bundle among `namespaces` in `lang`, if any. */
export function bundleFailure(lang: string, namespaces: readonly string[]): unknown {
  for (const namespace of namespaces) {
    const error = failures.get(keyOf(lang, namespace));
    if (error !== undefined) return error;
  }
  return undefined;
}

/** Resolves once a namespace's bundle is in for the current language; rejects when it failed. */
export async function namespaceLoaded(namespace: string): Promise<void> {
  if (!i18next.isInitialized) return;
  await i18next.loadNamespaces(namespace);
  const error = bundleFailure(i18next.language, [namespace]);
  if (error !== undefined) throw error;
}
