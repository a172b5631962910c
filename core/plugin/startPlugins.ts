import { activatePlugins, type Activation } from './activatePlugins';
import { buildRegistry, type Registry } from './buildRegistry';
import { checkPluginList } from './checkPluginList';
import { checkProviders, consumersOf } from './checkProviders';
import type { PluginDefinition } from './definePlugin';
import { CORE_NEEDS } from './handles';

export interface StartedPlugins extends Activation {
  registry: Registry;
}

/**
 * The plugin half of start-up: mount what the site enables and the flags allow, check that
 * every handle core and the mounted plugins need has a mounted provider, join the registry.
 * Throws a StartupError (PROVIDER_MISSING, *_DUPLICATE, SLOT_ENTRY_INVALID) naming who is wrong.
 */
export function startPlugins(
  siteId: string,
  plugins: readonly PluginDefinition[],
  enabledIds: ReadonlySet<string>,
  flags: ReadonlySet<string>,
): StartedPlugins {
  const { active, inactive } = activatePlugins(plugins, enabledIds, flags);
  // Clashes are a property of the built list (see checkPluginList); production skips the check.
  if (import.meta.env.MODE !== 'production') checkPluginList(active);
  checkProviders(siteId, consumersOf(CORE_NEEDS, active), active, plugins, inactive);
  return { active, inactive, registry: buildRegistry(active) };
}
