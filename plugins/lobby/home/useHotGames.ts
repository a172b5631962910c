import { useQuery } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import { useLanguage } from '../../../core/i18n/useLanguage';

/** Hot games (§7: isPlatform 2, platform 'flash,html5-desktop', language); refetched on a language change. */
export function useHotGames() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lobby', 'hot', language],
    queryFn: ({ signal }) =>
      request(
        'hotGames',
        { isPlatform: 2, platform: 'flash,html5-desktop', language },
        { signal },
      ).then((answer) => answer.games),
    meta: { lang: true },
  });
}
