/** Spec §2 Home rows and §9: biggest wins shows the first 9 entries of the winner board. */
export const BIGGEST_WINS_COUNT = 9;

/** The entries of the "biggest wins" list: the board's first nine, in the platform's order. */
export function biggestWins<T>(board: readonly T[]): T[] {
  return board.slice(0, BIGGEST_WINS_COUNT);
}
