import '../lobby.css';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../launch/useLaunchGame';
import type { GameItem } from '../types';
import { FavouriteButton } from './FavouriteButton';
import { GameImage } from './GameImage';

export const TILE_IMAGE = { width: 168, height: 126 } as const;

/**
 * A game tile (§2): large icon, display name and game type; HOT badge when isHot is 1; PLAY NOW
 * for every type but RNG; a favourite toggle. Clicking it opens the game or the vendor.
 */
export const GameTile = memo(function GameTile({
  game,
  eager = false,
}: {
  game: GameItem;
  eager?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const launch = useLaunchGame();
  const open = () => void launch(game);
  return (
    <article className="wl-game-tile" data-game-tile aria-label={game.displayName}>
      <button type="button" className="wl-game-tile__open" onClick={open}>
        <GameImage
          src={game.lagerIcon ?? game.iconUrl}
          label={game.displayName}
          {...TILE_IMAGE}
          eager={eager}
        />
        <span className="wl-game-tile__name">{game.displayName}</span>
        <span className="wl-game-tile__type">
          {t(`gameType.${game.gameType}`, { defaultValue: game.gameType })}
        </span>
      </button>
      {game.isHot === 1 && <span className="wl-game-tile__hot">{t('tile.hot')}</span>}
      {game.gameType === 'RNG' ? (
        <span className="wl-game-tile__play-space" aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="wl-game-tile__play"
          onClick={open}
          // The visible words lead the name, so speech users can say what they see (WCAG 2.5.3).
          aria-label={t('tile.play_now_label', {
            play: t('tile.play_now'),
            name: game.displayName,
          })}
        >
          {t('tile.play_now')}
        </button>
      )}
      <FavouriteButton game={game} />
    </article>
  );
});
