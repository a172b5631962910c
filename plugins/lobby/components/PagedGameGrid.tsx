import { memo } from 'react';
import { Paginator } from '../../../core/ui/Paginator';
import type { GameItem } from '../types';
import { GameTile } from './GameTile';

export const GAME_PAGE_SIZE = 20;

/**
 * Games in pages of 20 (§9 game list page size) with a paginator. Memoised: the list page renders
 * again on every input, and a page of tiles is the costly part of that.
 */
export const PagedGameGrid = memo(function PagedGameGrid({
  games,
  page,
  onPage,
  label,
}: {
  games: readonly GameItem[];
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pageCount = Math.max(1, Math.ceil(games.length / GAME_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = games.slice((current - 1) * GAME_PAGE_SIZE, current * GAME_PAGE_SIZE);
  return (
    <>
      <ul className="wl-game-grid" aria-label={label}>
        {shown.map((game, index) => (
          <li key={game.gameId}>
            <GameTile game={game} eager={index < 6} />
          </li>
        ))}
      </ul>
      <Paginator page={current} pageCount={pageCount} onChange={onPage} />
    </>
  );
});
