import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { useLanguage } from '../../core/i18n/useLanguage';

export type WinnerEntry = ApiTypes['winnerBoard']['response']['list'][number];

/** Spec §9: the winner board asks for 20 entries of every game category. */
const WINNER_BOARD_LIMIT = 20;

/** The winner board (§7 winner board); game names are localised, so a language change refetches. */
export function useWinnerBoard() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['winners', 'board', language],
    queryFn: ({ signal }) =>
      request(
        'winnerBoard',
        { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
        { signal },
      ),
    meta: { lang: true },
    staleTime: 60_000,
  });
}

/** The jackpot pool; the platform moves it about once a minute, so it is read that often. */
export function useJackpot() {
  return useQuery({
    queryKey: ['winners', 'jackpot'],
    queryFn: ({ signal }) => request('jackpot', {}, { signal }),
    refetchInterval: 60_000,
  });
}
