import { createContext, useContext } from 'react';
import type { Registry } from '../plugin/buildRegistry';
import type { SiteConfig } from '../site/siteConfig';
import type { ApiTypes } from '../../generated/api';
import type { OptionsPluginId, PluginOptionsMap } from '../../generated/plugin-options';

/** The platform's permission info returned by the status call (§3). */
export type PermissionInfo = ApiTypes['status']['response'];

/** Everything decided at start-up that pages and slots read but never change. */
export interface Runtime {
  site: SiteConfig;
  flags: ReadonlySet<string>;
  registry: Registry;
  permission: PermissionInfo;
}

const RuntimeContext = createContext<Runtime | null>(null);

export const RuntimeProvider = RuntimeContext.Provider;

/** The runtime where there is one: core parts that unit tests also render without a runtime. */
export function useOptionalRuntime(): Runtime | null {
  return useContext(RuntimeContext);
}

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside the runtime provider');
  return runtime;
}

/**
 * A plugin's options, typed from its schema: its site.json block with every schema default filled
 * in where the page was prepared (scripts/lib/plugin-defaults.ts), so nothing here or at the call
 * site supplies a fallback. An unknown id does not compile.
 */
export function usePluginOptions<Id extends OptionsPluginId>(pluginId: Id): PluginOptionsMap[Id] {
  const { site } = useRuntime();
  // The one cast: JSON the build prepared and site:check held to the schema. A plugin renders only
  // while the site enables it, so its block is there (no check: this is first-paint code).
  return (site.plugins as Partial<PluginOptionsMap>)[pluginId] as PluginOptionsMap[Id];
}
