import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { request } from '../../../core/api/request';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { showAlert } from '../../../core/runtime/alerts';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { ApiError } from '../../../core/api/ApiError';
import { session } from '../../../core/session/session';
import type { LangCode } from '../../../core/i18n/languages';
import type { GameItem } from '../types';

export const FAVOURITES_KEY = ['lobby', 'favourites'] as const;
const TOGGLE_GAP_MS = 1000;

/** §7: the list call sends clientType 3, platform flash, page 1 of 999. */
export function fetchFavourites(language: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  return request(
    'favoriteGamesList',
    // §7: the list call's fields as the platform expects them, gameType RNG included.
    { clientType: 3, platform: 'flash', language, pageNo: 1, pageSize: 999, gameType: 'RNG' },
    { signal },
  ).then((answer) => answer.content);
}

/** The member's favourite games; loaded when the person becomes logged in (§4 Favourites). */
export function useFavourites() {
  const { isLogin, isTrial } = useSnapshot(session);
  const language = useLanguage();
  return useQuery({
    queryKey: [...FAVOURITES_KEY, language],
    queryFn: ({ signal }) => fetchFavourites(language, signal),
    enabled: isLogin && !isTrial,
    meta: { lang: true },
  });
}

/**
 * Toggling a favourite (§4): at most once a second per game; adding is skipped when the game is
 * already there; a removal disappears at once and is then sent. A failure puts things back.
 */
export function useFavouriteToggle(game: GameItem) {
  const queryClient = useQueryClient();
  const { isLogin } = useSnapshot(session);
  const language = useLanguage();
  const key = [...FAVOURITES_KEY, language];
  const favourites = useFavourites();
  const lastToggle = useRef(0);
  const isFavourite = (favourites.data ?? []).some(
    (entry) => String(entry.nodeId) === String(game.nodeId),
  );

  const mutation = useMutation({
    mutationFn: async (add: boolean) => {
      if (add)
        await request('addFavoriteGame', {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        });
      else await request('removeFavoriteGame', { nodeId: game.nodeId });
    },
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GameItem[]>(key);
      queryClient.setQueryData<GameItem[]>(key, (list = []) =>
        add
          ? [...list, game]
          : list.filter((entry) => String(entry.nodeId) !== String(game.nodeId)),
      );
      return { before };
    },
    onError: (error, _add, context) => {
      queryClient.setQueryData(key, context?.before);
      showAlert({
        messageKey: error instanceof ApiError ? error.messageKey : 'errors.system_error',
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const toggle = () => {
    if (!isLogin) {
      openModal(loginPrompt);
      return;
    }
    const now = Date.now();
    if (now - lastToggle.current < TOGGLE_GAP_MS || mutation.isPending) return;
    lastToggle.current = now;
    mutation.mutate(!isFavourite);
  };
  return { isFavourite, toggle };
}
