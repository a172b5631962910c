import type { Owned } from '../plugin/buildRegistry';
import type { PageLayout, RouteDef } from '../plugin/definePlugin';

/** One mounted route as the browser journeys read it: plain data, no page loader. */
export interface MountedRoute {
  path: string;
  auth: boolean;
  realAccount: boolean;
  layout: PageLayout;
  pluginId: string;
}

/** The window global a test build sets (tests/e2e/routes.spec.ts reads it). */
export const MOUNTED_ROUTES_GLOBAL = '__WL_MOUNTED_ROUTES__';

declare global {
  interface Window {
    [MOUNTED_ROUTES_GLOBAL]?: readonly Readonly<MountedRoute>[];
  }
}

/** The registry's routes with AppRoutes' defaults filled in (layout 'home', no login needed). */
export function describeMountedRoutes(routes: readonly Owned<RouteDef>[]): MountedRoute[] {
  return routes.map((route) => ({
    path: route.path,
    auth: route.auth === true,
    realAccount: route.realAccount === true,
    layout: route.layout ?? 'home',
    pluginId: route.pluginId,
  }));
}

/**
 * Publishes the mounted routes, frozen, so the route journey visits exactly what this site mounts
 * under the platform's current module flags (a plugin added later is covered without a new test).
 * Boot calls it in test builds only: MODE is a build-time constant, so production drops the call
 * and with it this module.
 */
export function exposeMountedRoutes(routes: readonly Owned<RouteDef>[]): void {
  window[MOUNTED_ROUTES_GLOBAL] = Object.freeze(
    describeMountedRoutes(routes).map((route) => Object.freeze(route)),
  );
}
