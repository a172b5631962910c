import { matchRoute, type Parser } from 'wouter';
import type { Owned } from '../plugin/buildRegistry';
import type { RouteDef } from '../plugin/definePlugin';

export interface RouteMatch {
  route: Owned<RouteDef>;
  params: Record<string, string | undefined>;
}

/** The first plugin route whose pattern matches the path (routes were checked unique at boot). */
export function matchPluginRoute(
  parser: Parser,
  routes: readonly Owned<RouteDef>[],
  path: string,
): RouteMatch | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}
