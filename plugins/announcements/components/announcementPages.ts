/** Titles per page of the announcement list (§9 announcement page size 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** How many pages a list of `count` items fills (at least one, so an empty list has a page). */
export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / ANNOUNCEMENT_PAGE_SIZE));
}

/** The 1-based page that holds the item at `index` (0 when absent counts as page 1). */
export function pageOfIndex(index: number): number {
  return index < 0 ? 1 : Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1;
}

/** The items on one 1-based page. */
export function itemsOnPage<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
  return items.slice(start, start + ANNOUNCEMENT_PAGE_SIZE);
}
