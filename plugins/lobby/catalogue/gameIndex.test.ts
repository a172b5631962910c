import { describe, expect, it } from 'vitest';
import type { GameItem } from '../types';
import { buildGameIndex, filterGames } from './gameIndex';

const game = (id: number, over: Partial<GameItem> = {}): GameItem => ({
  gameId: String(id),
  gameName: `game${id}`,
  displayName: `Game ${id}`,
  nodeId: String(1000 + id),
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: `G${id}`,
  gameClassify: 'SLOT',
  iconUrl: `/i/${id}.svg`,
  lagerIcon: `/i/${id}.svg`,
  isGame: 'GAME',
  maintenance: false,
  isHot: 0,
  updatedAt: `2026-01-${String(10 + id).padStart(2, '0')}T00:00:00Z`,
  ...over,
});

const games = [
  game(1, { displayName: 'Fortune Tiger', isHot: 1 }),
  game(2, { displayName: 'Mahjong Ways', vassalage: 'JDB', gameClassify: 'TG' }),
  game(3, { displayName: 'Lucky Neko', isHot: 1, vassalage: 'JDB' }),
  game(4, { displayName: '财神到', gameName: 'caishen' }),
];
const index = buildGameIndex(games);
const ids = (list: GameItem[]) => list.map((g) => g.gameId);

describe('filterGames', () => {
  it('returns everything in catalogue order by default', () => {
    expect(ids(filterGames(index, {}))).toEqual(['1', '2', '3', '4']);
  });

  it('searches display and game names, case-insensitively, trimmed', () => {
    expect(ids(filterGames(index, { search: '  TIGER ' }))).toEqual(['1']);
    expect(ids(filterGames(index, { search: 'caishen' }))).toEqual(['4']);
    expect(ids(filterGames(index, { search: '财神' }))).toEqual(['4']);
    expect(ids(filterGames(index, { search: 'zzz' }))).toEqual([]);
  });

  it('filters by vendor, vendor group and sub-category', () => {
    expect(ids(filterGames(index, { vassalage: 'JDB' }))).toEqual(['2', '3']);
    expect(ids(filterGames(index, { vendors: new Set(['PG']) }))).toEqual(['1', '4']);
    expect(ids(filterGames(index, { classify: 'TG' }))).toEqual(['2']);
  });

  it('HOT keeps hot games; NEW orders newest first', () => {
    expect(ids(filterGames(index, { filter: 'HOT' }))).toEqual(['1', '3']);
    expect(ids(filterGames(index, { filter: 'NEW' }))).toEqual(['4', '3', '2', '1']);
  });

  it('FAV keeps favourites; RECENT follows the recent order and skips unknown games', () => {
    expect(
      ids(filterGames(index, { filter: 'FAV', favourites: new Set(['1003', '1001']) })),
    ).toEqual(['1', '3']);
    expect(ids(filterGames(index, { filter: 'FAV' }))).toEqual([]);
    expect(ids(filterGames(index, { filter: 'RECENT', recent: ['1004', '9999', '1002'] }))).toEqual(
      ['4', '2'],
    );
  });

  it('combines criteria', () => {
    expect(ids(filterGames(index, { filter: 'HOT', vassalage: 'JDB', search: 'neko' }))).toEqual([
      '3',
    ]);
  });
});
