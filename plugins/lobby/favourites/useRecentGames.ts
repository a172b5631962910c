import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { request } from '../../../core/api/request';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { session } from '../../../core/session/session';
import type { LangCode } from '../../../core/i18n/languages';
import type { GameItem } from '../types';

export const RECENT_KEY = ['lobby', 'recent'] as const;

/** §7: recent games, page 1 of 20. */
export function fetchRecent(language: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  return request(
    'recentGames',
    // §7: page, pageSize 20, gameType RNG, language, clientType.
    { page: 1, pageSize: 20, gameType: 'RNG', clientType: 3, language },
    { signal },
  ).then((answer) => answer.list);
}

/** The member's recent games, newest first; loaded when the person becomes logged in. */
export function useRecentGames() {
  const { isLogin, isTrial } = useSnapshot(session);
  const language = useLanguage();
  return useQuery({
    queryKey: [...RECENT_KEY, language],
    queryFn: ({ signal }) => fetchRecent(language, signal),
    enabled: isLogin && !isTrial,
    meta: { lang: true },
  });
}
