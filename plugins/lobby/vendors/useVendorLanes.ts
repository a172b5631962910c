import { useQuery } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { applyLaneRules } from './laneRules';
import { readVendorCache, writeVendorCache } from './vendorCache';

/**
 * Vendor lanes by category after the §4 rules, served from session storage when cached for this
 * language, refetched on a language change (meta.lang) or after a flush.
 */
export function useVendorLanes() {
  const language = useLanguage();
  const options = usePluginOptions('lobby');
  return useQuery({
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
