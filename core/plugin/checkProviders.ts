import type { InactivePlugin } from './activatePlugins';
import type { PluginDefinition } from './definePlugin';
import { describeHandle, type Handle } from './handles';
import { StartupError } from './startupError';

/** Who needs what: a plugin's `needs`, or core's own (the login prompt of §4). */
export interface Consumer {
  id: string;
  needs: readonly Handle[];
}

function providerOf(plugins: readonly PluginDefinition[], handle: Handle) {
  return plugins.find((plugin) =>
    (plugin.provides ?? []).some(
      (provision) => provision.handle.kind === handle.kind && provision.handle.id === handle.id,
    ),
  );
}

function whyOff(provider: PluginDefinition, inactive: readonly InactivePlugin[]): string {
  const entry = inactive.find((off) => off.id === provider.id);
  if (entry?.reason === 'flags-off') return `its module ${entry.missingFlags.join(', ')} is off`;
  return 'the site does not enable it';
}

/**
 * Every required handle must have a mounted provider, or the site fails at start-up with a
 * message that names the consumer, the provider that is off and the site, so an operator knows
 * which plugin to enable (Backstage's missing-API error is the model).
 */
export function checkProviders(
  siteId: string,
  consumers: readonly Consumer[],
  active: readonly PluginDefinition[],
  known: readonly PluginDefinition[],
  inactive: readonly InactivePlugin[],
): void {
  for (const consumer of consumers) {
    for (const handle of consumer.needs) {
      if (providerOf(active, handle)) continue;
      const provider = providerOf(known, handle);
      const what = describeHandle(handle);
      if (!provider) {
        throw new StartupError(
          'PROVIDER_MISSING',
          `site "${siteId}": "${consumer.id}" needs ${what}, which no plugin provides`,
          [consumer.id],
        );
      }
      throw new StartupError(
        'PROVIDER_MISSING',
        `site "${siteId}": "${consumer.id}" needs ${what} from plugin "${provider.id}", ` +
          `which is not mounted (${whyOff(provider, inactive)})`,
        [consumer.id, provider.id],
      );
    }
  }
}

/** The consumers of a start-up: every active plugin, and core with its own needs. */
export function consumersOf(
  coreNeeds: readonly Handle[],
  active: readonly PluginDefinition[],
): Consumer[] {
  // Plugins first: their error names two plugins, which tells an operator more than core's.
  return [
    ...active.map((plugin) => ({ id: plugin.id, needs: plugin.needs ?? [] })),
    { id: 'core', needs: coreNeeds },
  ];
}
