import { useCallback } from 'react';
import { useRouter } from 'wouter';
import { matchPluginRoute } from '../../../core/router/matchPluginRoute';
import { useRuntime } from '../../../core/runtime/RuntimeContext';

/** A check that an in-app pathname is served by one of the active plugins' routes. */
export function useRouteServed(): (pathname: string) => boolean {
  const { registry } = useRuntime();
  const { parser } = useRouter();
  return useCallback(
    (pathname: string) => matchPluginRoute(parser, registry.routes, pathname) !== null,
    [parser, registry.routes],
  );
}
