import { describe, expect, it } from 'vitest';
import { syntheticGames, syntheticQueries } from './syntheticGames';

describe('synthetic lobby catalogue', () => {
  const games = syntheticGames(10_000);

  it('is the same on every run, with unique ids', () => {
    expect(syntheticGames(10_000)).toEqual(games);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
  });

  it('mixes English and Chinese titles, vendors, kinds and a few hot games', () => {
    const chinese = games.filter((game) => /[\u4e00-\u9fff]/.test(game.displayName)).length;
    expect(chinese / games.length).toBeGreaterThan(0.25);
    expect(chinese / games.length).toBeLessThan(0.45);
    expect(new Set(games.map((game) => game.vassalage)).size).toBe(14);
    expect(new Set(games.map((game) => game.gameClassify)).size).toBeGreaterThan(5);
    const hot = games.filter((game) => game.isHot === 1).length;
    expect(hot).toBeGreaterThan(100);
    expect(hot).toBeLessThan(400);
  });

  it('asks searches of 1 to 6 characters and every filter kind', () => {
    const queries = syntheticQueries(games, 200);
    expect(syntheticQueries(games, 200)).toEqual(queries);
    const searches = queries.flatMap((query) => (query.search ? [query.search] : []));
    expect(searches.length).toBeGreaterThan(80);
    expect(searches.every((term) => term.length >= 1 && term.length <= 6)).toBe(true);
    const kinds = new Set(queries.map((query) => query.filter ?? 'ALL'));
    expect([...kinds].sort()).toEqual(['ALL', 'FAV', 'HOT', 'NEW', 'RECENT']);
    expect(queries.some((query) => query.vassalage && query.search)).toBe(true);
  });
});
