/**
 * How many leading entries of a row fit in `available` pixels (the "priority+" pattern): all of
 * them when they fit outright, else as many as fit beside the "More" entry that holds the rest.
 */
export function countThatFit(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
