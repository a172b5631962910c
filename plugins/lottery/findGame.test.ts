import { describe, expect, it } from 'vitest';
import { findGame } from './findGame';

const game = (gameCode: string) => ({
  gameCode,
  gameName: gameCode,
  prizeMode: 'LOTT',
  vassalage: 'LOTT',
});

describe('findGame', () => {
  it('finds a game in any menu, or nothing', () => {
    const menus = [{ games: [game('A')] }, { games: [game('B'), game('C')] }];
    expect(findGame(menus, 'C')?.gameCode).toBe('C');
    expect(findGame(menus, 'D')).toBeUndefined();
    expect(findGame([], 'A')).toBeUndefined();
  });
});
