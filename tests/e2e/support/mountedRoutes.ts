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
export const PATH_SAMPLES: Record<string, string> = {};

/** The routes this site mounts under the platform's current flags, as the test build exposes them. */
export async function readMountedRoutes(page: Page): Promise<readonly MountedRoute[]> {
  const routes = await page.waitForFunction(
    (name) => window[name as typeof MOUNTED_ROUTES_GLOBAL],
    MOUNTED_ROUTES_GLOBAL,
  );
  return (await routes.jsonValue()) ?? [];
}

/**
 * The routes once a person is signed in: each centre route stands for one entry per page, and
 * the pages of the plugins' signed-in parts arrive after sign-in, so this waits until every
 * centre route the site mounts is listed by its pages.
 */
export async function readSignedInRoutes(page: Page): Promise<readonly MountedRoute[]> {
  await page.waitForFunction(
    (name) =>
      (window[name as typeof MOUNTED_ROUTES_GLOBAL] ?? []).every(
        (route) => !route.path.includes('/:pageKey?') || route.visit !== undefined,
      ),
    MOUNTED_ROUTES_GLOBAL,
  );
  return readMountedRoutes(page);
}

/**
 * Where to go for a route: a centre page's own address, the path, or its sample when the pattern
 * has parameters.
 */
export function addressOf(route: MountedRoute): string {
  if (route.visit) return route.visit;
  if (!/[:*]/.test(route.path)) return route.path;
  const sample = PATH_SAMPLES[route.path];
  if (!sample)
    throw new Error(
      `route ${route.path} (${route.pluginId}) has parameters: add it to PATH_SAMPLES`,
    );
  return sample;
}
