import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import type { LangCode } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { applyLaneRules, type LaneMoves } from './laneRules';
import { readVendorCache, writeVendorCache } from './vendorCache';

/**
 * Vendor lanes by category after the §4 rules, served from session storage when cached for this
 * language, refetched on a language change (meta.lang) or after a flush.
 */
function vendorLanesQuery(language: LangCode, options: LaneMoves) {
  return queryOptions({
    queryKey: ['lobby', 'vendors', language],
    queryFn: async ({ signal }) => {
      const cached = readVendorCache(language);
      const lanes =
        cached ??
        (await request('gameVendor', { platform: 'html5-desktop', language }, { signal })).lanes;
      if (!cached) writeVendorCache(language, lanes);
      return applyLaneRules(lanes, options);
    },
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useLanguage(), usePluginOptions('lobby')));
}

/**
 * The lanes for a block whose neighbours must not move when they arrive (the side menu's
 * categories, shown together with the blocks below them): the first time, the component waits
 * for the answer inside the nearest Suspense (a failed answer leaves the lanes empty); a language
 * change then keeps the old lanes until the new ones are in, so the menu never empties.
 */
export function useVendorLanesOnceLoaded() {
  const query = vendorLanesQuery(useLanguage(), usePluginOptions('lobby'));
  const client = useQueryClient();
  const lanes = useQuery({ ...query, placeholderData: keepPreviousData });
  // Suspense's protocol, as useSuspenseQuery follows it: the thrown promise settles the wait.
  // Once the answer has failed (every retry spent) the menu goes on without lanes: waiting again
  // would ask again in a loop while the platform is down.
  const failed = client.getQueryState(query.queryKey)?.status === 'error';
  // The fetch takes the client's defaults (its retries), as the query's other readers do.
  if (lanes.isPending && !failed) throw client.ensureQueryData(query).catch(() => undefined);
  return lanes;
}
