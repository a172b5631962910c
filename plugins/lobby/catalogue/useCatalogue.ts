import { useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { request } from '../../../core/api/request';
import type { LangCode } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import type { GameItem } from '../types';
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

type CataloguePage = Awaited<ReturnType<typeof fetchPage>>;

/**
 * The pages after the first, as one value. Module-level so TanStack reruns it only when a page
 * changes, and its structural sharing keeps `games` the same array until a page's games arrive.
 */
function combinePages(results: UseQueryResult<CataloguePage>[]) {
  return {
    games: results.map((result) => result.data?.games),
    /** Pages not there yet, retries included. */
    waiting: results.filter((result) => result.isPending).length,
    /** Pages that failed every try. */
    failed: results.filter((result) => result.isError).length,
    retryFailed: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/**
 * Every game of a category, indexed on the client so filters, sub-categories, vendor choice and
 * search answer instantly. The first page shows as soon as it arrives; the rest follow in
 * parallel, each page its own query so one failing call is retried alone (§9) while the games
 * that arrived show. Only a failed first page fails the view: without it the size is unknown.
 */
export function useCatalogue(gameType: string) {
  const language = useLanguage();
  const pageQuery = (pageNo: number) => ({
    queryKey: ['lobby', 'catalogue', gameType, language, 'page', pageNo],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(gameType, language, pageNo, signal),
    meta: { lang: true },
    staleTime: CATALOGUE_STALE_MS,
  });
  const head = useQuery(pageQuery(1));
  const totalPages = head.data?.totalPages ?? 0;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => pageQuery(i + 2)),
    combine: combinePages,
  });
  const headGames = head.data?.games;
  const restGames = rest.games;
  const index = useMemo(() => {
    if (!headGames) return null;
    const arrived: GameItem[] = [...headGames];
    for (const games of restGames) if (games) arrived.push(...games);
    return buildGameIndex(arrived);
  }, [headGames, restGames]);
  return {
    index,
    total: head.data?.total ?? 0,
    complete: head.isSuccess && rest.waiting === 0 && rest.failed === 0,
    /** Some pages after the first failed every try: the list shows the games that arrived. */
    incomplete: head.isSuccess && rest.waiting === 0 && rest.failed > 0,
    isPending: head.isPending,
    isError: head.isError,
    error: head.error,
    isSuccess: head.isSuccess,
    refetch: () => head.refetch(),
    retryMissing: rest.retryFailed,
  };
}
