import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import type { LangCode } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { buildGameIndex } from './gameIndex';

/** Big enough to fetch 10,000 slot games in a few requests, small enough to start showing fast. */
export const CATALOGUE_PAGE_SIZE = 500;

const CATALOGUE_STALE_MS = 10 * 60_000;

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
 * search answer instantly. The first page shows as soon as it arrives; the rest follow in
 * parallel, each page its own cached query so one failing call is retried alone (§9). Pages that
 * fail every try leave the games that arrived on screen, and a retry asks again for those pages
 * only (the others answer from the cache). Only a failed first page fails the view: without it
 * the size is unknown.
 *
 * The rest is one query over `fetchQuery` rather than `useQueries`: useQueries would put about
 * 1 KiB gzip of TanStack's observer code into the shell every page loads.
 */
export function useCatalogue(gameType: string) {
  const language = useLanguage();
  const client = useQueryClient();
  const pageQuery = (pageNo: number) => ({
    queryKey: ['lobby', 'catalogue', gameType, language, 'page', pageNo],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(gameType, language, pageNo, signal),
    meta: { lang: true },
    staleTime: CATALOGUE_STALE_MS,
  });
  const head = useQuery(pageQuery(1));
  const totalPages = head.data?.totalPages ?? 0;
  const rest = useQuery({
    queryKey: ['lobby', 'catalogue', gameType, language, 'rest', totalPages],
    queryFn: async () => {
      const settled = await Promise.allSettled(
        Array.from({ length: totalPages - 1 }, (_, i) => client.fetchQuery(pageQuery(i + 2))),
      );
      return {
        games: settled.flatMap((page) =>
          page.status === 'fulfilled' ? (page.value.games ?? []) : [],
        ),
        /** Pages that failed every try. */
        failed: settled.filter((page) => page.status === 'rejected').length,
      };
    },
    enabled: totalPages > 1,
    // Each page retries itself; a second round over all of them would only repeat the cache.
    retry: false,
    meta: { lang: true },
    staleTime: CATALOGUE_STALE_MS,
  });
  const headGames = head.data?.games;
  const restGames = rest.data?.games;
  const index = useMemo(
    () => (headGames ? buildGameIndex(restGames ? [...headGames, ...restGames] : headGames) : null),
    [headGames, restGames],
  );
  const failed = rest.data?.failed ?? 0;
  const restDone = totalPages <= 1 || rest.isSuccess;
  return {
    index,
    total: head.data?.total ?? 0,
    complete: head.isSuccess && restDone && failed === 0,
    /** Some pages after the first failed every try: the list shows the games that arrived. */
    incomplete: head.isSuccess && restDone && failed > 0,
    isPending: head.isPending,
    isError: head.isError,
    error: head.error,
    isSuccess: head.isSuccess,
    refetch: () => head.refetch(),
    retryMissing: () => void rest.refetch(),
  };
}
