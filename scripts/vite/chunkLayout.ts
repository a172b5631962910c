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
 * - `locale-XX`: each language's texts, core and every plugin a visitor may see: their
 *   namespaces load at once, in the one active language, so they travel together;
 *   `locale-XX-member`: the texts of plugins only signed-in people see (slotRoots.ts);
 * - `slots`: the code the header, side menu, right bar and footer slots use, which every page
 *   with the shell shows, also where a page or a home section shares it (joinsSlots), unless a
 *   page without the shell loads it too;
 * - `home`: the code only the home page sections use;
 * - `forms`: core's form parts (`core/ui/form`), which every form loads together;
 * - `member`: the member centre's frame and core's money and records parts (`core/centre`,
 *   `core/ui/money`, `core/ui/records`), which member pages load together and visitors never;
 * - everything else (pages, modals, code shared between a section and a page, libraries only they
 *   use) keeps the bundler's own split, so a page still loads only what it shows.
 */
import type { Rolldown } from 'vite';
import { pluginTextsChunkName } from './pluginTexts.ts';
import type { SlotRoots } from './slotRoots';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

// Not plugins' page texts (locales/page/, definePlugin `pageLocales`): each is a file of its own.
const LOCALE_FILE = /[\\/]locales[\\/](?:member[\\/])?(EN|CN|KM)\.json$/;
const CORE_MODULE = /[\\/]core[\\/].+\.tsx?$/;
/**
 * Core code that only lazily loaded code uses: it goes with that code, never to the shell. The
 * paginator too: only lists in pages and dialogs page, never a first paint; and the session's
 * end and the ticking clock, which only the logout dialog, the agent portal's header and the
 * lottery's draws use; and the carousel's loader, which only the home sections use; and the game
 * launch and the frame it opens, which only the lobby's and the lottery's pages make; and the
 * share origin, which only the referral and invitation pages read; and the money intents
 * (core/money), which only money forms and the signed-in parts use; and the image header checks,
 * which only the upload field makes.
 * The server HTML sanitiser's parts (core/html) too: only SafeHtml's chunk uses them.
 */
const LAZY_CORE =
  /[\\/]core[\\/](html[\\/]|ui[\\/](form|money|records|qr|dates|carousel)[\\/]|centre[\\/]|money[\\/]|ui[\\/](copyText\.ts|openWindow\.ts|Paginator\.tsx|pageItems\.ts|VendorFrame\.tsx)$|runtime[\\/](badges|useRefreshWallet|useNow|shareOrigin)\.ts$|session[\\/](consolidated|contractFlags|endSession)\.ts$|api[\\/](requestGameLaunch|wire[\\/]imageHeader)\.ts$)/;
/** True for a core module only lazily loaded code uses (LAZY_CORE): the shell does not take it. */
export function isLazyCore(id: string): boolean {
  return LAZY_CORE.test(id);
}
/** Core's form parts: every form loads them together (not the upload parts: member pages only). */
const FORM_CORE = /[\\/]core[\\/]ui[\\/]form[\\/](?!UploadField|checkImageFile|reencodeImage)/;
/**
 * The member centre's frame, its money and records parts, the upload field with its image checks
 * and copy-to-clipboard: member pages load them, a visitor's pages never.
 */
const MEMBER_CORE =
  /[\\/]core[\\/]((ui[\\/](money|records)|centre)[\\/]|ui[\\/](form[\\/](UploadField|checkImageFile|reencodeImage)|copyText)\.|api[\\/]wire[\\/]imageHeader\.|runtime[\\/]badges\.ts$)/;

const PLUGIN_LOCALE_FILE = /[\\/]plugins[\\/]([^\\/]+)[\\/]locales[\\/]/;
/** Core's member-side texts (core/i18n/i18n.ts MEMBER_NS). */
const CORE_MEMBER_LOCALE_FILE = /[\\/]core[\\/]i18n[\\/]locales[\\/]member[\\/]/;

/**
 * The texts file a locale file joins: `locale-EN` for core and every plugin a visitor may see,
 * `locale-EN-member` for the plugins only a signed-in person sees (slotRoots.ts), so a visitor's
 * first paint does not carry the member pages' texts; null for other files.
 */
export function localeChunkName(
  id: string,
  signedInPlugins: ReadonlySet<string> = new Set(),
): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match) return pluginTextsChunkName(id);
  const plugin = PLUGIN_LOCALE_FILE.exec(id)?.[1];
  const signedIn = CORE_MEMBER_LOCALE_FILE.test(id) || (!!plugin && signedInPlugins.has(plugin));
  return signedIn ? `locale-${match[1]}-member` : `locale-${match[1]}`;
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
      !isLazyCore(id) &&
      // A core module that core itself loads with import() (the start-up failure countdown, the
      // maintenance page, the E calls' cipher) was split off on purpose, and so was what only it
      // uses: only an unhealthy visit, or a login, needs it.
      info.dynamicImporters.length === 0 &&
      !onlyBehindCoreSplits(id, graph) &&
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

/** True when every lazily loaded module this one belongs to is a core module. */
function onlyBehindCoreSplits(id: string, graph: ModuleGraph): boolean {
  const roots = lazyRootsOf(id, graph);
  return roots.size > 0 && [...roots].every((root) => CORE_MODULE.test(root));
}

/** True when only the given lazy modules load this one: it goes wherever they are. */
export function onlyLoadedBy(id: string, roots: ReadonlySet<string>, graph: ModuleGraph) {
  const loadedBy = lazyRootsOf(id, graph);
  return loadedBy.size > 0 && [...loadedBy].every((root) => roots.has(root));
}

/**
 * True for code an every-page slot loads, unless a page without the player shell loads it too.
 * Every page with the shell loads the slots file, so what its slots share with that page's
 * own code costs nothing there when it travels in the slots file, and saves a file (its glue
 * and its gzip dictionary) on every one of them: the lobby's launch and vendor lanes, the
 * popups' helpers. A page without the shell (the agent portal) never loads the slots file, so
 * what it shares stays in a file of its own.
 */
export function joinsSlots(
  id: string,
  slots: Pick<SlotRoots, 'everyPage' | 'noShell'>,
  graph: ModuleGraph,
): boolean {
  const roots = [...lazyRootsOf(id, graph)];
  return (
    roots.some((root) => slots.everyPage.has(root)) &&
    !roots.some((root) => slots.noShell.has(root))
  );
}

/** The code-splitting options for the slot modules the build found (slotRoots.ts). */
export function chunkLayout(slots: SlotRoots): CodeSplitting {
  return {
    groups: [
      {
        name: (id) => localeChunkName(id, slots.signedInPlugins),
        debugName: 'locales',
        test: (id) => LOCALE_FILE.test(id) || pluginTextsChunkName(id) !== null,
        priority: 30,
      },
      {
        name: (id, graph) => (joinsShell(id, graph) ? 'shell' : null),
        debugName: 'shell',
        priority: 20,
      },
      // Core's form parts travel as one file: a form uses most of them at once (submit, captcha,
      // phone and code), and one file costs less than four small ones.
      {
        name: (id) => (FORM_CORE.test(id) ? 'forms' : null),
        debugName: 'forms',
        priority: 15,
        includeDependenciesRecursively: false,
      },
      // The member centre's frame, amounts, date ranges and records table: a member page uses
      // several at once, and a visitor's page none.
      {
        name: (id) => (MEMBER_CORE.test(id) ? 'member' : null),
        debugName: 'member',
        priority: 15,
        includeDependenciesRecursively: false,
      },
      // The slots file takes the code the every-page slots load (joinsSlots), the home file only
      // code no other lazy module loads; both leave the imports they do not take where they
      // are: a page never loads a section file it does not show.
      {
        name: (id, graph) => (joinsSlots(id, slots, graph) ? 'slots' : null),
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
