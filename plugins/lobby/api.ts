import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import { useLanguage } from '../../core/i18n/useLanguage';

/** Vendor lanes by category (§4 Vendor data); refetched when the language changes. */
export function useVendorLanes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lobby', 'vendors', language],
    queryFn: ({ signal }) =>
      request('gameVendor', { platform: 'html5-desktop', language }, { signal }),
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}
