/**
 * Finds, while the build reads each plugin's definition (plugins/<id>/index.ts), which modules
 * its slots load lazily, so chunkLayout.ts can put the slot code that always loads together in
 * one file: the header, side menu, right bar and footer pieces on every page, and the home page
 * sections on the home page.
 */
import type { Plugin } from 'vite';
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
}

export function emptySlotRoots(): SlotRoots {
  return { everyPage: new Set(), home: new Set() };
}

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

/** `component: () => import('./x')` in a slot entry: the imported specifier. */
function componentImport(entry: Node): string | null {
  if (entry.type !== 'ObjectExpression') return null;
  for (const property of entry.properties as Node[]) {
    if (property.type !== 'Property' || propertyName(property) !== 'component') continue;
    const loader = property.value as Node;
    if (loader.type !== 'ArrowFunctionExpression') return null;
    const body = loader.body as Node;
    const source = body.type === 'ImportExpression' ? (body.source as Node) : null;
    return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
  }
  return null;
}

/** Every `slotName: [{ component: () => import('…') }]` in a plugin definition's syntax tree. */
export function findSlotImports(ast: unknown): { slot: string; source: string }[] {
  const found: { slot: string; source: string }[] = [];
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
          if (source) found.push({ slot, source });
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

const PLUGIN_DEFINITION = /[\\/]plugins[\\/][^\\/]+[\\/]index\.tsx?$/;

/** Fills `roots` with the slot modules of every plugin definition the build reads. */
export function slotRootsPlugin(roots: SlotRoots): Plugin {
  return {
    name: 'whitelabel-slot-roots',
    apply: 'build',
    buildStart() {
      roots.everyPage.clear();
      roots.home.clear();
    },
    async transform(code, id) {
      if (!PLUGIN_DEFINITION.test(id)) return null;
      for (const { slot, source } of findSlotImports(this.parse(code))) {
        const target = EVERY_PAGE_SLOTS.includes(slot as SlotName)
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
