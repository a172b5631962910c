import { createContext, useContext } from 'react';
import type { Registry } from '../plugin/buildRegistry';
import type { SiteConfig } from '../site/siteConfig';
import type { ApiTypes } from '../../generated/api';

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

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside the runtime provider');
  return runtime;
}

/** The options block a plugin got in site.json (validated by site:check against its schema). */
export function usePluginOptions<T>(pluginId: string): T {
  const { site } = useRuntime();
  return ((site.plugins as Record<string, unknown>)[pluginId] ?? {}) as T;
}
