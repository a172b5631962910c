// Whole points with thousands separators, written the way amounts are (en-US whatever the language, §9).
const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** e.g. 12,345; a non-finite value (a wrong answer) shows "–". */
export function formatPoints(value: number): string {
  return Number.isFinite(value) ? pointsFormat.format(value) : '–';
}

/** e.g. +1,200 or -3,000: a change of points. */
export function formatPointsChange(value: number): string {
  return value > 0 ? `+${formatPoints(value)}` : formatPoints(value);
}
