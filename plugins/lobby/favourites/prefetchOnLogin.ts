import { subscribe } from 'valtio';
import { currentLanguage } from '../../../core/i18n/i18n';
import { queryClient } from '../../../core/runtime/queryClient';
import { session } from '../../../core/session/session';
import { FAVOURITES_KEY, fetchFavourites } from './useFavourites';
import { RECENT_KEY, fetchRecent } from './useRecentGames';

/**
 * §4: favourites and recent games load when the person becomes logged in (not for trial users),
 * so tiles show their favourite state at once wherever they appear.
 */
export function prefetchOnLogin(): () => void {
  let wasLoggedIn = session.isLogin;
  const load = () => {
    const language = currentLanguage();
    void queryClient.prefetchQuery({
      queryKey: [...FAVOURITES_KEY, language],
      queryFn: () => fetchFavourites(language),
    });
    void queryClient.prefetchQuery({
      queryKey: [...RECENT_KEY, language],
      queryFn: () => fetchRecent(language),
    });
  };
  if (wasLoggedIn && !session.isTrial) load();
  return subscribe(session, () => {
    if (session.isLogin && !wasLoggedIn && !session.isTrial) load();
    wasLoggedIn = session.isLogin;
  });
}
