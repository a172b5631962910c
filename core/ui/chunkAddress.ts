const IMPORT_CALL = /\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

/**
 * The address of the one chunk that `source` (a loader's code) imports, resolved against `base`,
 * or null when it imports none or several.
 */
export function chunkAddressIn(source: string, base: string): string | null {
  const specifiers = [...source.matchAll(IMPORT_CALL)].map((match) => match[2] ?? '');
  const [only] = specifiers;
  if (specifiers.length !== 1 || !only) return null;
  try {
    return new URL(only, base).href;
  } catch {
    return null;
  }
}

/**
 * The address of the chunk a loader such as `() => import('./pages/HelpPage')` fetches, read from
 * the loader's own code, or null when it fetches none or several (a locale loader picks one of
 * many). A hung import() never tells which file it waits for, so this is how a timeout can still
 * name the file (§8). The specifier is relative to the module holding the loader: every built
 * chunk sits in one folder (assets/) and in development specifiers are absolute paths, so
 * resolving against this module's own address gives the same file.
 */
export function chunkAddressOf(load: () => unknown, base: string = import.meta.url): string | null {
  return chunkAddressIn(Function.prototype.toString.call(load), base);
}
