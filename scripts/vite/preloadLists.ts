/**
 * What the build lists for each `import()` to preload beside it (Vite's `__vite__mapDeps`), in
 * the chunk that makes the call: every list is a few more file names in that chunk, so those the
 * browser has no use for are left out.
 *
 * - The chunks the calling chunk imports itself: they ran before it could make the call.
 * - The imported chunk itself, unless something on the list has styles. Vite lists it so that its
 *   fetch starts while the preload helper waits for the styles (the helper calls `import()` only
 *   once every listed style sheet has loaded); without styles the helper calls `import()` at once,
 *   which fetches the chunk at that same moment.
 */
import type { Plugin, Rolldown } from 'vite';

/** What the lists need to know of a chunk: its static imports and, as Vite records them, styles. */
interface ChunkFacts {
  imports?: readonly string[];
  viteMetadata?: { importedCss?: ReadonlySet<string> };
}
type Bundle = Readonly<Record<string, ChunkFacts | undefined>>;

/** Every chunk `file` imports, directly or through the chunks it imports. */
function staticImports(file: string, bundle: Bundle, found = new Set<string>()): Set<string> {
  for (const imported of bundle[file]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(imported, bundle, found);
  }
  return found;
}

/**
 * The preload list of `import(file)` made in `host`. `bundle` is the build's output; a chunk it
 * does not know counts as having styles, and without it the list stays as Vite made it.
 */
export function preloadList(
  file: string,
  deps: readonly string[],
  host: string,
  bundle: Bundle | null,
): string[] {
  if (!bundle) return [...deps];
  const loaded = staticImports(host, bundle);
  const needed = deps.filter((dep) => !loaded.has(dep));
  const hasStyles = (name: string) => {
    const css = bundle[name]?.viteMetadata?.importedCss;
    return !css || css.size > 0;
  };
  return [file, ...needed].some(hasStyles) ? needed : needed.filter((dep) => dep !== file);
}

/**
 * `build.modulePreload.resolveDependencies` and the plugin that lets it see the output it needs:
 * one pair per build.
 */
export function preloadLists(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Bundle | null = null;
  return {
    plugin: {
      name: 'whitelabel-preload-lists',
      apply: 'build',
      // Before Vite's import analysis, which asks resolveDependencies while it writes the lists.
      generateBundle: {
        order: 'pre',
        handler(_options, output: Rolldown.OutputBundle) {
          bundle = output as unknown as Bundle;
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => preloadList(file, deps, hostId, bundle),
  };
}
