import type { RouteDef } from './contributions';
import type { SlotMap } from './slots';

/**
 * DESIGN.md "Member and agent centres": core owns one frame per centre, at a URL that names the
 * page so links, back and reload land on it. A centre nobody contributes to has no route.
 */
export function centreRoutes(
  slots: Pick<SlotMap, 'memberCentre' | 'agentCentre'>,
  /** Centres that plugins' signed-in parts add pages to (declared with their loader). */
  signedInCentres: ReadonlySet<'memberCentre' | 'agentCentre'> = new Set(),
): RouteDef[] {
  const routes: RouteDef[] = [];
  if (slots.memberCentre.length > 0 || signedInCentres.has('memberCentre')) {
    routes.push({
      path: '/member/:pageKey?',
      page: () => import('../centre/MemberCentrePage'),
      auth: true,
      realAccount: true,
    });
  }
  if (slots.agentCentre.length > 0 || signedInCentres.has('agentCentre')) {
    routes.push({
      path: '/agentHome/:pageKey?',
      page: () => import('../centre/AgentCentrePage'),
      auth: true,
      agentOnly: true,
      layout: 'agent',
    });
  }
  return routes;
}
