import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { useLanguage } from '../../core/i18n/useLanguage';

export type Announcements = ApiTypes['announcements']['response'];
export type Announcement = Announcements['banners'][number];

/**
 * Banners, notices, popups and promotions in the current language (§7 announcement content).
 * The marquee and the carousel share this one query, so the home page makes one call; the
 * language in the key plus `meta.lang` makes a language change refetch it (§4).
 */
export function useAnnouncements() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['announcements', 'list', language],
    queryFn: ({ signal }) =>
      request('announcements', { types: 'B,PL,PU,PR,H', platform: 'W', language }, { signal }),
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}
