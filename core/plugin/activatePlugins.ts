import type { PluginDefinition } from './definePlugin';

/** Why a known plugin is not mounted; shown in logs so operators see it. */
export interface InactivePlugin {
  id: string;
  reason: 'not-enabled' | 'flags-off';
  missingFlags: string[];
}

export interface Activation {
  active: PluginDefinition[];
  inactive: InactivePlugin[];
}

/**
 * A plugin mounts when the site enables it and every module flag it requires is on (DESIGN.md).
 * The order of `plugins` is kept so contributions sort stably.
 */
export function activatePlugins(
  plugins: readonly PluginDefinition[],
  enabledIds: ReadonlySet<string>,
  flags: ReadonlySet<string>,
): Activation {
  const active: PluginDefinition[] = [];
  const inactive: InactivePlugin[] = [];
  for (const plugin of plugins) {
    if (!enabledIds.has(plugin.id)) {
      inactive.push({ id: plugin.id, reason: 'not-enabled', missingFlags: [] });
      continue;
    }
    const missingFlags = (plugin.requires ?? []).filter((flag) => !flags.has(flag));
    if (missingFlags.length > 0) {
      inactive.push({ id: plugin.id, reason: 'flags-off', missingFlags });
      continue;
    }
    active.push(plugin);
  }
  return { active, inactive };
}
