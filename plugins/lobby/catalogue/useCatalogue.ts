import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import type { LangCode } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { buildGameIndex } from './gameIndex';

/** Big enough to fetch 10,000 slot games in a few requests, small enough to start showing fast. */
export const CATALOGUE_PAGE_SIZE = 500;

function fetchPage(gameType: string, language: LangCode, pageNo: number, signal: AbortSignal) {
  return request(
    'gameList',
    {
      clientType: 3,
      platform: 'flash,html5-desktop',
      gameType,
      language,
      pageNo,
      pageSize: CATALOGUE_PAGE_SIZE,
    },
    { signal },
  );
}

/**
 * Every game of a category, indexed on the client so filters, sub-categories, vendor choice and
 * search answer instantly. The first page shows as soon as it arrives; the rest follow in parallel.
 */
export function useCatalogue(gameType: string) {
  const language = useLanguage();
  const head = useQuery({
    queryKey: ['lobby', 'catalogue', gameType, language, 'head'],
    queryFn: ({ signal }) => fetchPage(gameType, language, 1, signal),
    meta: { lang: true },
    staleTime: 10 * 60_000,
  });
  const totalPages = head.data?.totalPages ?? 0;
  const rest = useQuery({
    queryKey: ['lobby', 'catalogue', gameType, language, 'rest', totalPages],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        Array.from({ length: totalPages - 1 }, (_, i) =>
          fetchPage(gameType, language, i + 2, signal),
        ),
      );
      return pages.flatMap((page) => page.games ?? []);
    },
    enabled: totalPages > 1,
    meta: { lang: true },
    staleTime: 10 * 60_000,
  });
  const headGames = head.data?.games;
  const restGames = rest.data;
  const index = useMemo(
    () => (headGames ? buildGameIndex(restGames ? [...headGames, ...restGames] : headGames) : null),
    [headGames, restGames],
  );
  return {
    index,
    total: head.data?.total ?? 0,
    complete: head.isSuccess && (totalPages <= 1 || rest.isSuccess),
    isPending: head.isPending,
    isError: head.isError || rest.isError,
    error: head.error ?? rest.error,
    isSuccess: head.isSuccess,
    refetch: () => Promise.all([head.refetch(), rest.refetch()]),
  };
}
