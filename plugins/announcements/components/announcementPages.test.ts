import { describe, expect, it } from 'vitest';
import { itemsOnPage, pageCountOf, pageOfIndex } from './announcementPages';

describe('announcement pages (9 per page)', () => {
  it('counts pages', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    expect(pageCountOf(23)).toBe(3);
  });

  it('finds the page of an item and the items of a page', () => {
    expect(pageOfIndex(-1)).toBe(1);
    expect(pageOfIndex(8)).toBe(1);
    expect(pageOfIndex(9)).toBe(2);
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(itemsOnPage(items, 3)).toEqual([18, 19, 20, 21, 22]);
    expect(itemsOnPage(items, 2)).toHaveLength(9);
  });
});
