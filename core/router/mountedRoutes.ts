import type { Owned } from '../plugin/buildRegistry';
import type { Audience, CentrePage, PageLayout, RouteDef } from '../plugin/definePlugin';
import { flagsAllow } from '../runtime/visibility';

/** One mounted route as the browser journeys read it: plain data, no page loader. */
export interface MountedRoute {
  path: string;
  auth: boolean;
  realAccount: boolean;
  layout: PageLayout;
  pluginId: string;
  /**
   * A centre page (`/member/:pageKey?`): the address to visit, the page's plugin and who sees it
   * (its module flags are on: pages whose flags are off are not listed).
   */
  visit?: string;
  audience?: Audience;
}

/** The centres' pages by the route pattern that shows them (core/plugin/centreRoutes.ts). */
export interface CentrePages {
  '/member/:pageKey?': readonly Owned<CentrePage>[];
  '/agentHome/:pageKey?': readonly Owned<CentrePage>[];
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
export function exposeMountedRoutes(
  routes: readonly Owned<RouteDef>[],
  centres?: { pages: CentrePages; flags: ReadonlySet<string> },
): void {
  // A getter: the centres' pages of the plugins' signed-in parts arrive after sign-in, and a
  // journey reading the list then sees them.
  Object.defineProperty(window, MOUNTED_ROUTES_GLOBAL, {
    configurable: true,
    get: () =>
      Object.freeze(
        expandCentres(describeMountedRoutes(routes), centres).map((route) => Object.freeze(route)),
      ),
  });
}

/**
 * Each centre route becomes one entry per page whose module flags are on (or waived for someone,
 * who is then its audience), addressed by its page key, so the route journey visits every member-centre page a plugin contributes.
 */
export function expandCentres(
  routes: MountedRoute[],
  centres?: { pages: CentrePages; flags: ReadonlySet<string> },
): MountedRoute[] {
  if (!centres) return routes;
  return routes.flatMap((route) => {
    const pages = centres.pages[route.path as keyof CentrePages];
    if (!pages) return [route];
    const base = route.path.slice(0, route.path.indexOf('/:'));
    return pages.flatMap((page) => {
      // With its flags off a page may still show to those it waives them for (an agent's
      // referral page): it is listed for them.
      const allowed = flagsAllow(page, centres.flags);
      if (!allowed && !page.flagsWaivedFor) return [];
      const audience = allowed ? (page.audience ?? 'any') : page.flagsWaivedFor!;
      return [{ ...route, pluginId: page.pluginId, visit: `${base}/${page.key}`, audience }];
    });
  });
}
