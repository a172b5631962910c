/**
 * How the production build is cut into files. Every file a page loads costs a request, its own
 * gzip header and dictionary, and glue code for each import between files; left to itself the
 * bundler cut the shell into a dozen small shared chunks, the texts into one chunk per plugin and
 * language and each slot component into a file of its own: about 7 KiB gzip more on every page,
 * and 10 on the home page, than the same code in the files below (measured with
 * `BENCH_FILES=1 npm run bench:bundle`, which lists each page's files). So:
 *
 * - `shell`: everything the entry imports statically (React, i18next, query, router, store,
 *   core), plus the core modules that import nothing beyond it (motion hooks, image host, window
 *   opener): it is all loaded before the first paint anyway, and the helpers weigh a few hundred
 *   bytes each. Not a core module that core loads with import(): that split is deliberate. Not core's form parts (`core/ui/form`): only forms in modals and pages use them,
 *   a few KiB that the first paint would pay for nothing;
 * - `locale-XX`: each language's texts, core and every plugin: boot asks for every active
 *   plugin's namespace at once, in the one active language, so they travel together;
 * - `slots`: the code only the header, side menu, right bar and footer slots use, which every
 *   page with the shell shows;
 * - `home`: the code only the home page sections use;
 * - `forms`: core's form parts (`core/ui/form`), which every form loads together;
 * - everything else (pages, modals, code shared between a section and a page, libraries only they
 *   use) keeps the bundler's own split, so a page still loads only what it shows.
 */
import type { Rolldown } from 'vite';
import type { SlotRoots } from './slotRoots';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const LOCALE_FILE = /[\\/]locales[\\/](EN|CN|KM)\.json$/;
const CORE_MODULE = /[\\/]core[\\/].+\.tsx?$/;
/** Core code that only lazily loaded code uses: it goes with that code, never to the shell. */
const LAZY_CORE = /[\\/]core[\\/]ui[\\/]form[\\/]/;

/** The language a locale file belongs to ("EN" for .../locales/EN.json), or null. */
export function localeChunkName(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  return match ? `locale-${match[1]}` : null;
}

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** True when the entry reaches the module through static imports only. */
export function isInitial(
  id: string,
  graph: ModuleGraph,
  seen = new Map<string, boolean>(),
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle proves nothing
  const info = graph.getModuleInfo(id);
  const initial: boolean =
    !!info && (info.isEntry || info.importers.some((by) => isInitial(by, graph, seen)));
  seen.set(id, initial);
  return initial;
}

/** Initial, or a core module whose own imports all are (so joining the shell drags nothing). */
export function joinsShell(
  id: string,
  graph: ModuleGraph,
  seen = new Map<string, boolean>(),
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const info = graph.getModuleInfo(id);
  const joins: boolean =
    isInitial(id, graph) ||
    (!!info &&
      CORE_MODULE.test(id) &&
      !LAZY_CORE.test(id) &&
      // A core module that core itself loads with import() (the start-up failure countdown, the
      // maintenance page) was split off on purpose: only an unhealthy visit needs it.
      info.dynamicImporters.length === 0 &&
      info.importedIds.every((dependency) => joinsShell(dependency, graph, seen)));
  seen.set(id, joins);
  return joins;
}

/**
 * The lazily loaded modules whose code, through static imports, belongs to the module: itself
 * when something imports it with import(), and those of every module importing it.
 */
export function lazyRootsOf(id: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(current);
    stack.push(...info.importers);
  }
  return roots;
}

/** True when only the given lazy modules load this one: it goes wherever they are. */
export function onlyLoadedBy(id: string, roots: ReadonlySet<string>, graph: ModuleGraph) {
  const loadedBy = lazyRootsOf(id, graph);
  return loadedBy.size > 0 && [...loadedBy].every((root) => roots.has(root));
}

/** The code-splitting options for the slot modules the build found (slotRoots.ts). */
export function chunkLayout(slots: SlotRoots): CodeSplitting {
  return {
    groups: [
      { name: localeChunkName, debugName: 'locales', test: LOCALE_FILE, priority: 30 },
      {
        name: (id, graph) => (joinsShell(id, graph) ? 'shell' : null),
        debugName: 'shell',
        priority: 20,
      },
      // Core's form parts travel as one file: a form uses most of them at once (submit, captcha,
      // phone and code), and one file costs less than four small ones.
      {
        name: (id) => (LAZY_CORE.test(id) ? 'forms' : null),
        debugName: 'forms',
        priority: 15,
        includeDependenciesRecursively: false,
      },
      // The slot groups take only code no other lazy module loads, and leave its imports where
      // they are: a page never loads a slot or section file it does not show.
      {
        name: (id, graph) => (onlyLoadedBy(id, slots.everyPage, graph) ? 'slots' : null),
        debugName: 'slots',
        priority: 10,
        includeDependenciesRecursively: false,
      },
      {
        name: (id, graph) => (onlyLoadedBy(id, slots.home, graph) ? 'home' : null),
        debugName: 'home',
        priority: 10,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
