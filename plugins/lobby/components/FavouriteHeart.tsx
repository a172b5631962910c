import { useTranslation } from 'react-i18next';
import type { GameItem } from '../types';

/** The heart of a tile: a toggle button whose pressed state is the favourite state. */
export function FavouriteHeart({
  game,
  isFavourite,
  onClick,
  disabled = false,
}: {
  game: GameItem;
  isFavourite: boolean;
  onClick?: () => void;
  /** While a member's toggle is still loading: a click would otherwise be lost. */
  disabled?: boolean;
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
      disabled={disabled}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
    </button>
  );
}
