import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import type { GameItem } from '../types';
import { FavouriteHeart } from './FavouriteHeart';

// Favourites are a member's (§4): their list and toggle load with a member's first tile, never
// on a visitor's first page, whose heart only asks them to log in.
const MemberFavouriteButton = lazy(() => import('./MemberFavouriteButton'));

/** The heart of a tile; a visitor's asks to log in first (§2, §4). */
export function FavouriteButton({ game }: { game: GameItem }) {
  const { isLogin } = useSnapshot(session);
  const askToLogIn = () => openModal(loginPrompt);
  const visitorHeart = <FavouriteHeart game={game} isFavourite={false} onClick={askToLogIn} />;
  if (!isLogin) return visitorHeart;
  return (
    // Until the member's part is here (it is fetched at sign-in) the heart waits, disabled.
    <Suspense fallback={<FavouriteHeart game={game} isFavourite={false} disabled />}>
      <MemberFavouriteButton game={game}>
        {({ isFavourite, toggle }) => (
          <FavouriteHeart game={game} isFavourite={isFavourite} onClick={toggle} />
        )}
      </MemberFavouriteButton>
    </Suspense>
  );
}
