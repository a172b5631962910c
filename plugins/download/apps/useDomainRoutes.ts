import { useQuery } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import type { PermissionInfo } from '../../../core/runtime/RuntimeContext';

/**
 * The domains the platform routes (§7 domain routes, /wps/system/domainRoute, module COMM3). The
 * status answer usually carries them; only when it has none, and only when the caller needs them
 * (`needed`), this asks the platform once, lazily from the page that shows them, so nothing is
 * added before the first paint. While the answer is on its way, or if it fails, the status
 * answer's (empty) list stands, and the caller falls back as it did before.
 */
export function useDomainRoutes(
  permission: Pick<PermissionInfo, 'domainRoute'>,
  needed: boolean,
): readonly string[] {
  const fromStatus = (permission.domainRoute as string[] | undefined) ?? [];
  const allowed = useEndpointAllowed('domainRoute');
  const ask = needed && allowed && fromStatus.length === 0;
  const answer = useQuery({
    queryKey: ['download', 'domainRoute'],
    queryFn: ({ signal }) => request('domainRoute', {}, { signal }),
    enabled: ask,
    staleTime: Infinity,
    retry: false,
  });
  return ask && answer.isSuccess ? answer.data : fromStatus;
}
