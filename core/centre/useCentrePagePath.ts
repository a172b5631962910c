import { useSnapshot } from 'valtio';
import type { Owned } from '../plugin/buildRegistry';
import type { CentrePage } from '../plugin/contributions';
import { signedInParts } from '../plugin/signedInParts';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';

/**
 * The address of a member-centre page another plugin may serve (`/member/rebateRates`), or null
 * while no active plugin serves it to this person: a plugin links to another's page by its §2
 * page key, never by importing it, and shows no link that would land on the centre's first page.
 * Re-read when the signed-in parts arrive, since most centre pages come with them.
 */
export function useMemberCentrePath(pageKey: string): string | null {
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  useSnapshot(signedInParts);
  const page = (registry.slots.memberCentre as readonly Owned<CentrePage>[]).find(
    (p) => p.key === pageKey,
  );
  return page && isVisible(page, snap, flags) ? `/member/${encodeURIComponent(pageKey)}` : null;
}
