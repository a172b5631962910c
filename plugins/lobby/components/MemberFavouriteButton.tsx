import type { ReactNode } from 'react';
import { useFavouriteToggle } from '../favourites/useFavourites';
import type { GameItem } from '../types';

/**
 * A member's favourite state from the platform and its toggle (§4 Favourites), handed to the
 * heart the tile draws (FavouriteButton.tsx), so this lazy part carries no markup of its own.
 */
export default function MemberFavouriteButton({
  game,
  children,
}: {
  game: GameItem;
  children: (state: { isFavourite: boolean; toggle: () => void }) => ReactNode;
}) {
  return children(useFavouriteToggle(game));
}
