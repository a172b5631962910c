import { useFavouriteToggle } from '../favourites/useFavourites';
import type { GameItem } from '../types';
import { FavouriteHeart } from './FavouriteHeart';

/** A member's heart: the favourite state from the platform, toggled there (§4 Favourites). */
export default function MemberFavouriteButton({ game }: { game: GameItem }) {
  const { isFavourite, toggle } = useFavouriteToggle(game);
  return <FavouriteHeart game={game} isFavourite={isFavourite} onClick={toggle} />;
}
