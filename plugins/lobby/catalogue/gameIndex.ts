import type { GameItem } from '../types';

/** The game-select filters of §4. */
export type GameFilterKind = 'ALL' | 'NEW' | 'HOT' | 'FAV' | 'RECENT';

export interface GameFilter {
  search?: string;
  vassalage?: string;
  /** A group of vendors (e.g. the INHOUSE lane) instead of one. */
  vendors?: ReadonlySet<string>;
  classify?: string;
  filter?: GameFilterKind;
  /** nodeIds of the member's favourites (FAV). */
  favourites?: ReadonlySet<string>;
  /** nodeIds of the member's recent games, newest first (RECENT). */
  recent?: readonly string[];
}

/**
 * A catalogue prepared once for fast filtering: lower-cased names and the NEW order are computed
 * up front, so a keystroke over 10,000 games is a single pass of cheap comparisons.
 */
export interface GameIndex {
  games: readonly GameItem[];
  names: readonly string[];
  newestFirst: readonly number[];
  byNodeId: ReadonlyMap<string, number>;
}

export function buildGameIndex(games: readonly GameItem[]): GameIndex {
  const names = games.map((game) => `${game.displayName}\u0000${game.gameName}`.toLowerCase());
  const newestFirst = games
    .map((game, index) => ({ index, time: Date.parse(game.updatedAt ?? '') || 0 }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.index);
  const byNodeId = new Map(games.map((game, index) => [String(game.nodeId), index]));
  return { games, names, newestFirst, byNodeId };
}

function order(index: GameIndex, filter: GameFilter): readonly number[] | null {
  if (filter.filter === 'NEW') return index.newestFirst;
  if (filter.filter === 'RECENT') {
    return (filter.recent ?? []).flatMap((nodeId) => {
      const position = index.byNodeId.get(nodeId);
      return position === undefined ? [] : [position];
    });
  }
  return null;
}

/** The games that match every given criterion, in catalogue order (NEW: newest first; RECENT: most recent first). */
export function filterGames(index: GameIndex, filter: GameFilter): GameItem[] {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const { vassalage, classify, vendors } = filter;
  const hotOnly = filter.filter === 'HOT';
  const favourites = filter.filter === 'FAV' ? (filter.favourites ?? new Set<string>()) : null;
  const result: GameItem[] = [];
  const visit = (position: number) => {
    const game = index.games[position]!;
    if (vassalage && game.vassalage !== vassalage) return;
    if (vendors && !vendors.has(game.vassalage)) return;
    if (classify && game.gameClassify !== classify) return;
    if (hotOnly && game.isHot !== 1) return;
    if (favourites && !favourites.has(String(game.nodeId))) return;
    if (needle && !index.names[position]!.includes(needle)) return;
    result.push(game);
  };
  const ordered = order(index, filter);
  if (ordered) for (const position of ordered) visit(position);
  else for (let position = 0; position < index.games.length; position++) visit(position);
  return result;
}
