import { Suspense, useMemo } from 'react';
import { Redirect, useLocation, useRouter } from 'wouter';
import { useSnapshot } from 'valtio';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRuntime } from '../runtime/RuntimeContext';
import { session } from '../session/session';
import { Shell } from '../shell/Shell';
import { ErrorBoundary } from '../ui/BoundaryFallback';
import { lazyOnce } from '../ui/lazyCache';
import { Spinner } from '../ui/Spinner';
import { matchPluginRoute } from './matchPluginRoute';
import { TrialRefusal } from './TrialRefusal';
import { useNavigationEffects } from './useNavigationEffects';

/**
 * Picks the plugin route for the location, applies the login guard (§2: no token on a
 * login-required route goes to /login), frames it in its layout and loads its page lazily.
 */
export function AppRoutes() {
  const { registry } = useRuntime();
  const [location] = useLocation();
  const router = useRouter();
  const { token, isTrial, isAgent } = useSnapshot(session);
  // One lazy component per route, made once, so navigation never re-creates a page component.
  const pages = useMemo(
    () =>
      new Map(
        registry.routes.map((route) => [
          route.path,
          lazyOnce(route.page, { owner: route.pluginId, what: `page ${route.path}` }),
        ]),
      ),
    [registry],
  );
  const match = matchPluginRoute(router.parser, registry.routes, location);
  useNavigationEffects(match?.route.path ?? '*', location);

  // §2: the agent centre is for agents; anyone else, a visitor included, goes to the agent login
  // page (its own login form, not the player site's /login).
  if (match?.route.agentOnly && !isAgent) return <Redirect to="/agent" replace />;
  // §2: no token on a login-required route goes to /login; `next` brings the person back after.
  if (match?.route.auth && !token) {
    return (
      <Redirect
        to={`/login?next=${encodeURIComponent(location + window.location.search)}`}
        replace
      />
    );
  }
  // A trial user who types a panel's address is refused as the menu would refuse them (§4).
  if (match?.route.realAccount && isTrial) return <TrialRefusal />;
  const layout = match?.route.layout ?? 'home';
  const Page = match ? pages.get(match.route.path) : undefined;
  return (
    <Shell layout={layout}>
      <ErrorBoundary owner={match?.route.pluginId ?? 'core'} resetKey={location}>
        <Suspense fallback={<Spinner />}>
          {/* Page comes from the memoised route table above, so its identity is stable. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          {Page ? <Page /> : <NotFoundPage />}
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
