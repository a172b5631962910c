import { describe, expect, it } from 'vitest';
import { BIGGEST_WINS_COUNT, biggestWins } from './biggestWins';

describe('biggestWins', () => {
  it('takes the first nine entries of the board, in its order', () => {
    const board = Array.from({ length: 20 }, (_, i) => `entry ${i}`);
    expect(BIGGEST_WINS_COUNT).toBe(9);
    expect(biggestWins(board)).toEqual(board.slice(0, 9));
  });

  it('takes what there is when the board is shorter', () => {
    expect(biggestWins(['a', 'b'])).toEqual(['a', 'b']);
    expect(biggestWins([])).toEqual([]);
  });
});
