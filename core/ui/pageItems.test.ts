import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems (margin 1, range 5)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the ends and a window of five around the current page, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 'gap', 7]);
  });
});
