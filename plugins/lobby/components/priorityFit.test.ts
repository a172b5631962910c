import { describe, expect, it } from 'vitest';
import { countThatFit } from './priorityFit';

describe('countThatFit', () => {
  it('keeps every entry when the row fits, without room for "More"', () => {
    // 3 × 100 + 2 gaps of 2 = 304: fits in 304 even though "More" would not.
    expect(countThatFit([100, 100, 100], 304, 80, 2)).toBe(3);
  });

  it('keeps the leading entries that fit beside "More"', () => {
    // More 80 + (2 + 100) + (2 + 100) = 284 ≤ 300; a third entry would need 386.
    expect(countThatFit([100, 100, 100], 300, 80, 2)).toBe(2);
  });

  it('keeps the site order: a narrow entry after a wide one that overflows moves too', () => {
    expect(countThatFit([100, 200, 20], 250, 60, 0)).toBe(1);
  });

  it('moves everything into "More" when not even one entry fits beside it', () => {
    expect(countThatFit([120, 90], 150, 80, 4)).toBe(0);
  });

  it('keeps an empty row empty', () => {
    expect(countThatFit([], 0, 80, 2)).toBe(0);
  });
});
