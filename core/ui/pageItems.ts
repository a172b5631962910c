/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The numbers a paginator shows: `margin` pages at each end and a window of `range` pages around
 * the current one, with gaps between (§2 announcement list: margin 1, range 5). Pages are 1-based.
 */
export function pageItems(current: number, count: number, range = 5, margin = 1): PageItem[] {
  if (count <= 0) return [];
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, count); page++) shown.add(page);
  for (let page = Math.max(1, count - margin + 1); page <= count; page++) shown.add(page);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(count, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page++) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  }
  return items;
}
