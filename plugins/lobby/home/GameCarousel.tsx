import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyCarousel } from '../../../core/ui/carousel/useLazyCarousel';
import { GameTile } from '../components/GameTile';
import type { GameItem } from '../types';

/** Arrows appear only when a row has more than 12 games (§2 Home rows). */
const ARROWS_FROM = 13;

function inColumns(games: readonly GameItem[]): GameItem[][] {
  const columns: GameItem[][] = [];
  for (let i = 0; i < games.length; i += 2) columns.push(games.slice(i, i + 2));
  return columns;
}

/**
 * A home row of games: two to a column, six columns a slide with a 13 px gap (§2), moved with
 * real previous/next buttons. The carousel's code arrives when the row is first used (pointer or
 * focus on it, an arrow pressed): until then the row shows its first columns where it starts.
 */
export function GameCarousel({ games, label }: { games: readonly GameItem[]; label: string }) {
  const { t } = useTranslation('lobby');
  const {
    viewportRef,
    api: embla,
    prepare,
    run,
    engine,
  } = useLazyCarousel({
    align: 'start',
    slidesToScroll: 6,
    containScroll: 'trimSnaps',
  });
  // Until the carousel reports, the row can go forward when it holds more than one view.
  const [edges, setEdges] = useState({ previous: false, next: games.length > 12 });
  const update = useCallback(() => {
    if (embla) setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);
  const arrows = games.length >= ARROWS_FROM;
  return (
    <div
      className="wl-game-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // a row that fits in one view never moves: it never needs the carousel's code
      onPointerEnter={arrows ? prepare : undefined}
      onFocus={arrows ? prepare : undefined}
    >
      <div className="wl-game-carousel__viewport" ref={viewportRef}>
        <ul className="wl-game-carousel__track">
          {inColumns(games).map((column) => (
            <li key={column[0]!.gameId} className="wl-game-carousel__column">
              {column.map((game) => (
                <GameTile key={game.gameId} game={game} />
              ))}
            </li>
          ))}
        </ul>
      </div>
      {arrows && (
        <div className="wl-game-carousel__arrows">
          <button
            type="button"
            className="wl-icon-button"
            disabled={!edges.previous}
            onClick={() => run((carousel) => carousel.scrollPrev())}
            aria-label={t('carousel.previous', { row: label })}
          >
            ‹
          </button>
          <button
            type="button"
            className="wl-icon-button"
            disabled={!edges.next}
            onClick={() => run((carousel) => carousel.scrollNext())}
            aria-label={t('carousel.next', { row: label })}
          >
            ›
          </button>
        </div>
      )}
      {arrows && engine}
    </div>
  );
}
