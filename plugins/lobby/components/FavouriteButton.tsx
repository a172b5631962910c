import { useTranslation } from 'react-i18next';
import { useFavouriteToggle } from '../favourites/useFavourites';
import type { GameItem } from '../types';

/** The heart of a tile: a toggle button whose pressed state is the favourite state. */
export function FavouriteButton({ game }: { game: GameItem }) {
  const { t } = useTranslation('lobby');
  const { isFavourite, toggle } = useFavouriteToggle(game);
  return (
    <button
      type="button"
      className="wl-game-tile__favourite"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'tile.remove_favourite' : 'tile.add_favourite', {
        name: game.displayName,
      })}
      onClick={toggle}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
    </button>
  );
}
