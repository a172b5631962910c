/**
 * Finds, while the build reads each plugin's definition (plugins/<id>/index.ts), which modules
 * its slots load lazily, so chunkLayout.ts can put the slot code that always loads together in
 * one file: the header, side menu, right bar and footer pieces on every page, and the home page
 * sections on the home page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import type { SlotName } from '../../core/plugin/definePlugin';

/** Slots the shell shows on every page layout that has a header (core/shell). */
export const EVERY_PAGE_SLOTS: readonly SlotName[] = [
  'headerNav',
  'headerActions',
  'sideMenuSections',
  'rightBar',
  'footer',
];
export const HOME_SLOTS: readonly SlotName[] = ['homeSections'];

export interface SlotRoots {
  /** Resolved ids of the modules every-page slots load. */
  everyPage: Set<string>;
  /** Resolved ids of the modules the home sections load. */
  home: Set<string>;
  /**
   * Resolved ids of the pages shown without the player shell, so without its slots: routes with
   * the agent or bare layout, and the agent centre's pages (core/shell/Shell.tsx).
   */
  noShell: Set<string>;
  /** Plugin folders (plugins/<id>) whose every route, page and slot entry is for signed-in people. */
  signedInPlugins: Set<string>;
}

export function emptySlotRoots(): SlotRoots {
  return { everyPage: new Set(), home: new Set(), noShell: new Set(), signedInPlugins: new Set() };
}

/** Page layouts without the player shell (core/shell/Shell.tsx). */
const NO_SHELL_LAYOUTS = new Set(['agent', 'bare']);

/** Slots only a signed-in person sees, whatever their entries say (the account menu, centres). */
const SIGNED_IN_SLOTS = new Set(['accountMenu', 'memberCentre', 'agentCentre']);

interface Node {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function propertyName(property: Node): string | null {
  const key = property.key as Node | undefined;
  if (!key) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/**
 * Audiences whose slot pieces a visitor never sees: they stay in files of their own, which only
 * a signed-in page loads, instead of joining the every-page file a visitor's first paint pays for.
 */
const SIGNED_IN_AUDIENCES = new Set(['member', 'real-member', 'agent']);

/** The entry's `audience: '…'`, when it is a string literal. */
function audienceOf(entry: Node): string | undefined {
  for (const property of entry.properties as Node[]) {
    if (property.type !== 'Property' || propertyName(property) !== 'audience') continue;
    const value = property.value as Node;
    return value.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
  }
  return undefined;
}

/** `component: () => import('./x')` in a slot entry: the imported specifier. */
function componentImport(entry: Node, key = 'component'): string | null {
  if (entry.type !== 'ObjectExpression') return null;
  for (const property of entry.properties as Node[]) {
    if (property.type !== 'Property' || propertyName(property) !== key) continue;
    const loader = property.value as Node;
    if (loader.type !== 'ArrowFunctionExpression') return null;
    const body = loader.body as Node;
    const source = body.type === 'ImportExpression' ? (body.source as Node) : null;
    return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
  }
  return null;
}

/** Every `slotName: [{ component: () => import('…') }]` in a plugin definition's syntax tree. */
export function findSlotImports(
  ast: unknown,
): { slot: string; source: string; signedIn?: true; whenNear?: true }[] {
  const found: { slot: string; source: string; signedIn?: true; whenNear?: true }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'Property' && (node.value as Node | undefined)?.type === 'ArrayExpression') {
      const slot = propertyName(node);
      if (slot) {
        for (const entry of (node.value as Node).elements as unknown[]) {
          const source = isNode(entry) ? componentImport(entry) : null;
          if (!source || !isNode(entry)) continue;
          const audience = audienceOf(entry);
          found.push({
            slot,
            source,
            ...(audience && SIGNED_IN_AUDIENCES.has(audience) ? { signedIn: true as const } : {}),
            // loaded as it comes near the viewport (ComponentSlot whenNear): not with the rest
            ...(literalProperty(entry, 'whenNear') === true ? { whenNear: true as const } : {}),
          });
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return found;
}

/**
 * The pages a definition shows without the player shell: `page: () => import('…')` of a route
 * whose `layout` is 'agent' or 'bare', and of every `agentCentre` entry (the agent centre is a
 * page of the agent layout).
 */
export function findNoShellPages(ast: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const layout = literalProperty(node, 'layout');
      const page = componentImport(node, 'page');
      if (page && typeof layout === 'string' && NO_SHELL_LAYOUTS.has(layout)) found.push(page);
    }
    const value = node.value as Node | undefined;
    if (
      node.type === 'Property' &&
      propertyName(node) === 'agentCentre' &&
      value?.type === 'ArrayExpression'
    ) {
      for (const entry of value.elements as unknown[]) {
        const page = isNode(entry) ? componentImport(entry, 'page') : null;
        if (page) found.push(page);
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(ast);
  return [...new Set(found)];
}

/** The value of a literal property of an object expression, or undefined. */
function literalProperty(entry: Node, name: string): unknown {
  for (const property of entry.properties as Node[]) {
    if (property.type !== 'Property' || propertyName(property) !== name) continue;
    const value = property.value as Node;
    return value.type === 'Literal' ? value.value : undefined;
  }
  return undefined;
}

/** The object passed to `definePlugin({...})` in a plugin's syntax tree, or null. */
function definitionObject(ast: unknown): Node | null {
  let found: Node | null = null;
  const visit = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const current = node as Node;
    if (
      current.type === 'CallExpression' &&
      (current.callee as Node).type === 'Identifier' &&
      (current.callee as Node).name === 'definePlugin' &&
      isNode((current.arguments as unknown[])[0]) &&
      ((current.arguments as Node[])[0] as Node).type === 'ObjectExpression'
    ) {
      found = (current.arguments as Node[])[0] as Node;
      return;
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type') visit(value);
  };
  visit(ast);
  return found;
}

/**
 * True when a visitor can see nothing of the plugin: every route needs a login (or an agent),
 * and every slot entry is in a signed-in slot or for a signed-in audience. Anything the syntax
 * does not make plain (a spread, a computed value) counts as visible to a visitor.
 */
export function isSignedInOnly(ast: unknown): boolean {
  const definition = definitionObject(ast);
  if (!definition) return false;
  for (const property of definition.properties as Node[]) {
    if (property.type !== 'Property') return false;
    const name = propertyName(property);
    const value = property.value as Node;
    if (name === 'routes') {
      if (value.type !== 'ArrayExpression') return false;
      for (const route of value.elements as Node[]) {
        if (!isNode(route) || route.type !== 'ObjectExpression') return false;
        if (literalProperty(route, 'auth') !== true && literalProperty(route, 'agentOnly') !== true)
          return false;
      }
    }
    if (name === 'slots') {
      if (value.type !== 'ObjectExpression') return false;
      for (const slot of value.properties as Node[]) {
        if (slot.type !== 'Property') return false;
        const slotName = propertyName(slot);
        if (slotName && SIGNED_IN_SLOTS.has(slotName)) continue;
        const entries = slot.value as Node;
        if (entries.type !== 'ArrayExpression') return false;
        for (const entry of entries.elements as Node[]) {
          if (!isNode(entry) || entry.type !== 'ObjectExpression') return false;
          const audience = literalProperty(entry, 'audience');
          if (typeof audience !== 'string' || !SIGNED_IN_AUDIENCES.has(audience)) return false;
        }
      }
    }
  }
  return true;
}

const PLUGIN_DEFINITION = /[\\/]plugins[\\/]([^\\/]+)[\\/]index\.tsx?$/;
/** A plugin's signed-in part (definePlugin `signedIn`), where its agent-centre pages are. */
const SIGNED_IN_PART = /[\\/]plugins[\\/][^\\/]+[\\/]signedIn\.tsx?$/;
/** Core's centre routes: the agent centre's frame is a page of the agent layout. */
const CORE_ROUTES = /[\\/]core[\\/]plugin[\\/]centreRoutes\.ts$/;

/** Fills `roots` with the slot modules of every plugin definition the build reads. */
export function slotRootsPlugin(roots: SlotRoots): Plugin {
  return {
    name: 'whitelabel-slot-roots',
    apply: 'build',
    buildStart() {
      roots.everyPage.clear();
      roots.home.clear();
      roots.noShell.clear();
      roots.signedInPlugins.clear();
    },
    async transform(code, id) {
      const plugin = PLUGIN_DEFINITION.exec(id)?.[1];
      if (!plugin && !SIGNED_IN_PART.test(id) && !CORE_ROUTES.test(id)) return null;
      const ast = this.parse(code);
      for (const page of findNoShellPages(ast)) {
        const resolved = await this.resolve(page, id);
        if (resolved) roots.noShell.add(resolved.id);
      }
      if (!plugin) return null;
      if (isSignedInOnly(ast)) roots.signedInPlugins.add(plugin);
      for (const { slot, source, signedIn, whenNear } of findSlotImports(ast)) {
        const target =
          signedIn || whenNear
            ? null
            : EVERY_PAGE_SLOTS.includes(slot as SlotName)
              ? roots.everyPage
              : HOME_SLOTS.includes(slot as SlotName)
                ? roots.home
                : null;
        const resolved = target ? await this.resolve(source, id) : null;
        if (target && resolved) target.add(resolved.id);
      }
      return null;
    },
  };
}

/** Plugin folders whose definition a visitor can see nothing of (slotRoots.ts isSignedInOnly). */
export function signedInPlugins(root: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(join(root, 'plugins'), { withFileTypes: true })) {
    const definition = join(root, 'plugins', entry.name, 'index.ts');
    if (!entry.isDirectory() || !existsSync(definition)) continue;
    const ast = parseAst(readFileSync(definition, 'utf8'), { lang: 'ts' });
    if (isSignedInOnly(ast)) found.add(entry.name);
  }
  return found;
}
