/** What a hidden balance shows instead of its figure (§2 Header: hidden shows asterisks). */
export const HIDDEN_AMOUNT = '****';

// Made once: building an Intl.NumberFormat costs far more than using one, and records format
// thousands of cells. en-US whatever the language, so every brand shows "1,234.50" (§9).
// 'negative' keeps the sign of real debts but never shows "-0.00" for a tiny negative rest.
const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/**
 * An amount as every page shows it (§9): 2 decimals, thousands separators, "-" for debts.
 * A non-finite value (a wrong server answer) shows "–" rather than crash or lie with "0.00".
 */
export function formatAmount(value: number): string {
  return Number.isFinite(value) ? amountFormat.format(value) : '–';
}
