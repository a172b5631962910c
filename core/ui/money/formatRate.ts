// Made once, as formatAmount's: en-US whatever the language, so every brand shows "0.8%" (§9).
const rateFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 3,
});

/**
 * A rebate rate (a share of the turnover, 0.008) as every page shows it: "0.8%". Shared by the
 * manual rebate's claimable lines and the VIP plugin's rebate rates, so both say a rate alike.
 */
export function formatRate(rate: number): string {
  return Number.isFinite(rate) ? rateFormat.format(rate) : '–';
}
