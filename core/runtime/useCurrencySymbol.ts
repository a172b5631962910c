import { useOptionalRuntime } from './RuntimeContext';

/**
 * The brand's currency symbol from the status call (§3 public state currencySymbol), trimmed; ''
 * when the platform sends none or outside the runtime (unit tests), so formatMoney falls back to
 * the call's currency code.
 */
export function useCurrencySymbol(): string {
  return useOptionalRuntime()?.permission.currencySymbol.trim() ?? '';
}
