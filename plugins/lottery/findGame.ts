/** A lottery game as the menus and recent lists give it. */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  prizeMode: string;
  vassalage: string;
}

/** The game with this code in any of the menus, or undefined. */
export function findGame(
  menus: readonly { games: readonly LotteryGame[] }[],
  gameCode: string,
): LotteryGame | undefined {
  for (const menu of menus) {
    const game = menu.games.find((entry) => entry.gameCode === gameCode);
    if (game) return game;
  }
  return undefined;
}
