/**
 * The route list of a site as its test build mounts it, and the address to visit for each route.
 * Shared by the route journey (tests/e2e/routes.spec.ts) and the header check of the nginx smoke
 * suite (tests/nginx/), so both cover exactly the routes a site mounts.
 */
import type { Page } from '@playwright/test';
import { MOUNTED_ROUTES_GLOBAL, type MountedRoute } from '../../../core/router/mountedRoutes';

/**
 * Values for path parameters, by route pattern. A route with a `:param` the table does not know
 * fails the journey, so a plugin that adds one also says which page to audit.
 */
export const PATH_SAMPLES: Record<string, string> = {
  // the member centre's frame picks its first page when the address names none
  '/member/:pageKey?': '/member',
};

/** The routes this site mounts under the platform's current flags, as the test build exposes them. */
export async function readMountedRoutes(page: Page): Promise<readonly MountedRoute[]> {
  const routes = await page.waitForFunction(
    (name) => window[name as typeof MOUNTED_ROUTES_GLOBAL],
    MOUNTED_ROUTES_GLOBAL,
  );
  return (await routes.jsonValue()) ?? [];
}

/** Where to go for a route: its path, or its sample when the pattern has parameters. */
export function addressOf(route: MountedRoute): string {
  if (!/[:*]/.test(route.path)) return route.path;
  const sample = PATH_SAMPLES[route.path];
  if (!sample)
    throw new Error(
      `route ${route.path} (${route.pluginId}) has parameters: add it to PATH_SAMPLES`,
    );
  return sample;
}
