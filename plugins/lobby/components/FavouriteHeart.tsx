import { useTranslation } from 'react-i18next';
import type { GameItem } from '../types';

/** The heart of a tile: a toggle button whose pressed state is the favourite state. */
export function FavouriteHeart({
  game,
  isFavourite,
  onClick,
}: {
  game: GameItem;
  isFavourite: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <button
      type="button"
      className="wl-game-tile__favourite"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'tile.remove_favourite' : 'tile.add_favourite', {
        name: game.displayName,
      })}
      onClick={onClick}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
    </button>
  );
}
