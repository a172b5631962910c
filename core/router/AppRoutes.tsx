import { Suspense } from 'react';
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
import { useNavigationEffects } from './useNavigationEffects';

/**
 * Picks the plugin route for the location, applies the login guard (§2: no token on a
 * login-required route goes to /login), frames it in its layout and loads its page lazily.
 */
export function AppRoutes() {
  const { registry } = useRuntime();
  const [location] = useLocation();
  const router = useRouter();
  const { token } = useSnapshot(session);
  const match = matchPluginRoute(router.parser, registry.routes, location);
  useNavigationEffects(match?.route.path ?? '*', location);

  if (match?.route.auth && !token) return <Redirect to="/login" replace />;
  const layout = match?.route.layout ?? 'home';
  const Page = match ? lazyOnce(match.route.page) : null;
  return (
    <Shell layout={layout}>
      <ErrorBoundary owner={match?.route.pluginId ?? 'core'} resetKey={location}>
        <Suspense fallback={<Spinner />}>{Page ? <Page /> : <NotFoundPage />}</Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
