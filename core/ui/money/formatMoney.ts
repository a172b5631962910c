import { formatAmount } from './formatAmount';

/**
 * A single amount shown to the member, with the brand's currency (§3 public state currencySymbol):
 * "$1,234.50", "-¥20.00". An empty symbol falls back to the call's currency code ("USD 1,234.50"),
 * and with neither the bare figure is shown. Tables keep formatAmount: their header names the unit.
 * A non-finite value shows "–" alone, with no unit before a figure that isn't there.
 */
export function formatMoney(value: number, symbol: string, fallbackCode = ''): string {
  const figure = formatAmount(value);
  if (!Number.isFinite(value)) return figure;
  const unit = symbol.trim();
  const code = fallbackCode.trim();
  if (unit === '') return code === '' ? figure : `${code} ${figure}`;
  // The sign goes before the symbol ("-$5.00"), as a person writes a debt.
  return figure.startsWith('-') ? `-${unit}${figure.slice(1)}` : `${unit}${figure}`;
}
