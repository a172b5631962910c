// Made once, as formatAmount's: en-US whatever the language, so every brand shows "0.8%" (§9).
const rateFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 3,
});

/** A rebate rate (a share of the turnover, 0.008) as the page shows it: "0.8%". */
export function formatRate(rate: number): string {
  return Number.isFinite(rate) ? rateFormat.format(rate) : '–';
}
