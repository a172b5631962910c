import { useQuery } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import { useLanguage } from '../../../core/i18n/useLanguage';

/** The first games of a category for a home row (hot ones first). */
export function useCategoryGames(gameType: string, count: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lobby', 'row', gameType, count, language],
    queryFn: async ({ signal }) =>
      (
        await request(
          'gameList',
          {
            clientType: 3,
            platform: 'flash,html5-desktop',
            gameType,
            language,
            pageNo: 1,
            pageSize: count,
          },
          { signal },
        )
      ).games ?? [],
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}
