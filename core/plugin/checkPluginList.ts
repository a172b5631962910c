import { centreRoutes } from './centreRoutes';
import type { LinkSlot } from './contributions';
import type { PluginDefinition } from './definePlugin';
import { SLOTS, SLOT_NAMES, type SlotMap, type SlotName } from './slots';
import { StartupError } from './startupError';

type AnyEntry = SlotMap[SlotName][number];

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

/** A menu entry is a link or a modal action: exactly one of `to` and `modal` (JS can skip TS). */
function checkMenuEntry(slot: SlotName, entry: LinkSlot, pluginId: string): void {
  const hasTo = typeof entry.to === 'string';
  const hasModal = entry.modal !== undefined;
  if (hasTo !== hasModal) return;
  throw new StartupError(
    'SLOT_ENTRY_INVALID',
    `${slot} entry "${entry.key}" must either link ("to") or open a modal ("modal"), ${
      hasTo ? 'not both' : 'it does neither'
    }`,
    [pluginId],
  );
}

/**
 * Every clash a list of plugins can have (plugin id, route path, slot key, modal or service id,
 * a menu entry that neither links nor opens a modal) as a coded error naming both plugins.
 *
 * The list is fixed when the bundle is built, and a clash among the plugins a site mounts is a
 * clash of the whole list, so `app/pluginList.test.ts` runs this on the whole list and start-up
 * runs it only in development and test builds: production pays nothing for a check that cannot
 * fail there.
 */
export function checkPluginList(plugins: readonly PluginDefinition[]): void {
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  const slotKeys = new Map<string, string>();
  const provided = new Map<string, string>();
  const slots = Object.fromEntries(SLOT_NAMES.map((name) => [name, [] as AnyEntry[]]));

  const claimPath = (path: string, pluginId: string) =>
    claim(
      paths,
      path,
      pluginId,
      (first) =>
        new StartupError(
          'ROUTE_DUPLICATE',
          `route "${path}" is declared by both "${first}" and "${pluginId}"`,
          [first, pluginId],
        ),
    );

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
    for (const route of plugin.routes ?? []) claimPath(route.path, pluginId);

    for (const name of SLOT_NAMES) {
      for (const entry of (plugin.slots?.[name] ?? []) as AnyEntry[]) {
        if (SLOTS[name] === 'link') checkMenuEntry(name, entry as LinkSlot, pluginId);
        claim(
          slotKeys,
          `${name}:${entry.key}`,
          pluginId,
          (first) =>
            new StartupError(
              'SLOT_KEY_DUPLICATE',
              `slot ${name} key "${entry.key}" is declared by both "${first}" and "${pluginId}"`,
              [first, pluginId],
            ),
        );
        slots[name]!.push(entry);
      }
    }

    for (const { handle } of plugin.provides ?? []) {
      claim(
        provided,
        `${handle.kind}:${handle.id}`,
        pluginId,
        (first) =>
          new StartupError(
            handle.kind === 'modal' ? 'MODAL_DUPLICATE' : 'SERVICE_DUPLICATE',
            `${handle.kind} "${handle.id}" is provided by both "${first}" and "${pluginId}"`,
            [first, pluginId],
          ),
      );
    }
  }
  for (const route of centreRoutes(slots as unknown as SlotMap)) claimPath(route.path, 'core');
}
