import { memo } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '../types';
import { GameTile, TILE_IMAGE } from './GameTile';
import { useGridMeasure } from './useGridMeasure';

const GAP = 12;
/** Image plus name, type and the play button; fixed so rows never change height while scrolling. */
const ROW_HEIGHT = TILE_IMAGE.height + 104;

/**
 * Every matching game in one scrolling grid, however many (10,000 slots): only the rows near the
 * viewport are in the DOM, so the page stays small at any scroll position.
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({
  games,
  label,
}: {
  games: readonly GameItem[];
  label: string;
}) {
  const { ref, columns, top } = useGridMeasure(TILE_IMAGE.width + 24, GAP);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT + GAP,
    overscan: 2,
    scrollMargin: top,
  });
  return (
    <div
      ref={ref}
      className="wl-virtual-grid"
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="wl-virtual-grid__row"
          style={{
            transform: `translateY(${row.start - top}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <div key={game.gameId} role="listitem">
              <GameTile game={game} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});
