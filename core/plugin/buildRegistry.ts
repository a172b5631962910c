import type {
  CentrePage,
  ComponentSlot,
  LazyComponent,
  LinkSlot,
  ModalProps,
  PluginDefinition,
  RouteDef,
  SlotMap,
  SlotName,
} from './definePlugin';
import { StartupError } from './startupError';

/** A contribution remembers its plugin so logs, errors and i18n namespaces can name it. */
export type Owned<T> = T & { pluginId: string };

export interface Registry {
  routes: Owned<RouteDef>[];
  slots: { [K in SlotName]: Owned<SlotMap[K][number]>[] };
  memberCentre: Owned<CentrePage>[];
  agentCentre: Owned<CentrePage>[];
  modals: Map<string, Owned<{ load: LazyComponent<ModalProps> }>>;
  pluginIds: string[];
}

const SLOT_NAMES: SlotName[] = [
  'headerNav',
  'headerActions',
  'accountMenu',
  'sideMenu',
  'sideMenuSections',
  'rightBar',
  'footer',
  'homeSections',
  'notifications',
  'loginProviders',
];

function byOrder(a: { order?: number }, b: { order?: number }): number {
  return (a.order ?? 100) - (b.order ?? 100);
}

/** Tracks who claimed a key first so a clash names both plugins. */
function claim(
  seen: Map<string, string>,
  key: string,
  pluginId: string,
  error: (first: string) => StartupError,
): void {
  const first = seen.get(key);
  if (first !== undefined) throw error(first);
  seen.set(key, pluginId);
}

/**
 * Joins the active plugins' contributions into one registry. Any clash (plugin id, route path,
 * slot key, modal id, centre page key) is a coded start-up error naming both plugins.
 */
export function buildRegistry(plugins: readonly PluginDefinition[]): Registry {
  const registry: Registry = {
    routes: [],
    slots: Object.fromEntries(SLOT_NAMES.map((name) => [name, []])) as unknown as Registry['slots'],
    memberCentre: [],
    agentCentre: [],
    modals: new Map(),
    pluginIds: [],
  };
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  const slotKeys = new Map<string, string>();
  const centreKeys = new Map<string, string>();

  for (const plugin of plugins) {
    const pluginId = plugin.id;
    claim(
      ids,
      pluginId,
      pluginId,
      () =>
        new StartupError('PLUGIN_DUPLICATE', `plugin id "${pluginId}" is declared twice`, [
          pluginId,
        ]),
    );
    registry.pluginIds.push(pluginId);

    for (const route of plugin.routes ?? []) {
      claim(
        paths,
        route.path,
        pluginId,
        (first) =>
          new StartupError(
            'ROUTE_DUPLICATE',
            `route "${route.path}" is declared by both "${first}" and "${pluginId}"`,
            [first, pluginId],
          ),
      );
      registry.routes.push({ ...route, pluginId });
    }

    for (const name of SLOT_NAMES) {
      const items = (plugin.slots?.[name] ?? []) as (LinkSlot | ComponentSlot)[];
      for (const item of items) {
        claim(
          slotKeys,
          `${name}:${item.key}`,
          pluginId,
          (first) =>
            new StartupError(
              'SLOT_KEY_DUPLICATE',
              `slot ${name} key "${item.key}" is declared by both "${first}" and "${pluginId}"`,
              [first, pluginId],
            ),
        );
        (registry.slots[name] as Owned<LinkSlot | ComponentSlot>[]).push({ ...item, pluginId });
      }
    }

    for (const [centre, pages] of [
      ['memberCentre', plugin.memberCentre ?? []],
      ['agentCentre', plugin.agentCentre ?? []],
    ] as const) {
      for (const page of pages) {
        claim(
          centreKeys,
          `${centre}:${page.key}`,
          pluginId,
          (first) =>
            new StartupError(
              'SLOT_KEY_DUPLICATE',
              `${centre} page "${page.key}" is declared by both "${first}" and "${pluginId}"`,
              [first, pluginId],
            ),
        );
        registry[centre].push({ ...page, pluginId });
      }
    }

    for (const [modalId, load] of Object.entries(plugin.modals ?? {})) {
      const first = registry.modals.get(modalId);
      if (first) {
        throw new StartupError(
          'MODAL_DUPLICATE',
          `modal "${modalId}" is declared by both "${first.pluginId}" and "${pluginId}"`,
          [first.pluginId, pluginId],
        );
      }
      registry.modals.set(modalId, { load, pluginId });
    }
  }

  for (const name of SLOT_NAMES) registry.slots[name].sort(byOrder);
  registry.memberCentre.sort(byOrder);
  registry.agentCentre.sort(byOrder);
  return registry;
}
