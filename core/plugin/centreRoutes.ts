import type { RouteDef } from './contributions';
import type { SlotMap } from './slots';

/**
 * DESIGN.md "Member and agent centres": core owns one frame per centre, at a URL that names the
 * page so links, back and reload land on it. A centre nobody contributes to has no route.
 */
export function centreRoutes(slots: Pick<SlotMap, 'memberCentre' | 'agentCentre'>): RouteDef[] {
  const routes: RouteDef[] = [];
  if (slots.memberCentre.length > 0) {
    routes.push({
      path: '/member/:pageKey?',
      page: () => import('../centre/MemberCentrePage'),
      auth: true,
      realAccount: true,
    });
  }
  if (slots.agentCentre.length > 0) {
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
