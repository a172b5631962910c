import { byOrder } from './byOrder';
import { centreRoutes } from './centreRoutes';
import type { RouteDef } from './contributions';
import type {
  ModalProvision,
  PluginDefinition,
  ServiceProvision,
  SignedInLoader,
} from './definePlugin';
import { SLOT_NAMES, type SlotMap, type SlotName } from './slots';

/** A contribution remembers its plugin so logs, errors and i18n namespaces can name it. */
export type Owned<T> = T & { pluginId: string };

export interface Registry {
  routes: Owned<RouteDef>[];
  slots: { [K in SlotName]: Owned<SlotMap[K][number]>[] };
  modals: Map<string, Owned<ModalProvision>>;
  services: Map<string, Owned<ServiceProvision>>;
  pluginIds: string[];
  /** The plugins' signed-in parts, loaded at the first signed-in moment (signedInParts.ts). */
  signedInLoaders: Owned<{ load: SignedInLoader['load'] }>[];
}

type AnyEntry = SlotMap[SlotName][number];

/**
 * Joins the active plugins' contributions into one registry, each entry owned by its plugin and
 * sorted by order; the member and agent centres get their routes once some plugin contributes a
 * page to them. Clashes are checkPluginList's job.
 */
export function buildRegistry(plugins: readonly PluginDefinition[]): Registry {
  const registry: Registry = {
    routes: [],
    slots: Object.fromEntries(SLOT_NAMES.map((name) => [name, []])) as unknown as Registry['slots'],
    modals: new Map(),
    services: new Map(),
    pluginIds: [],
    signedInLoaders: [],
  };
  for (const plugin of plugins) {
    const pluginId = plugin.id;
    registry.pluginIds.push(pluginId);
    if (plugin.signedIn) registry.signedInLoaders.push({ load: plugin.signedIn.load, pluginId });
    for (const route of plugin.routes ?? []) registry.routes.push({ ...route, pluginId });
    for (const name of SLOT_NAMES) {
      for (const entry of (plugin.slots?.[name] ?? []) as AnyEntry[]) {
        (registry.slots[name] as Owned<AnyEntry>[]).push({ ...entry, pluginId });
      }
    }
    for (const provision of plugin.provides ?? []) {
      if (provision.handle.kind === 'modal') {
        registry.modals.set(provision.handle.id, { ...(provision as ModalProvision), pluginId });
      } else {
        registry.services.set(provision.handle.id, {
          ...(provision as ServiceProvision),
          pluginId,
        });
      }
    }
  }
  const signedInCentres = new Set(plugins.flatMap((plugin) => plugin.signedIn?.centres ?? []));
  for (const route of centreRoutes(registry.slots, signedInCentres))
    registry.routes.push({ ...route, pluginId: 'core' });
  for (const name of SLOT_NAMES) registry.slots[name].sort(byOrder);
  return registry;
}
