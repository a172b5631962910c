import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it("puts the brand's currency symbol before the figure (§3 currencySymbol)", () => {
    expect(formatMoney(1234.5, '$')).toBe('$1,234.50');
    expect(formatMoney(8888, '¥', 'CNY')).toBe('¥8,888.00');
    expect(formatMoney(0, '៛', 'KHR')).toBe('៛0.00');
  });

  it('keeps the sign in front of the symbol, and never shows -0.00', () => {
    expect(formatMoney(-1500, '$')).toBe('-$1,500.00');
    expect(formatMoney(-0.001, '$')).toBe('$0.00');
  });

  it("falls back to the call's currency code when the symbol is empty, else the bare figure", () => {
    expect(formatMoney(1234.5, '', 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(1234.5, '  ', 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(-3, '', 'KHR')).toBe('KHR -3.00');
    expect(formatMoney(1234.5, '')).toBe('1,234.50');
  });

  it('shows a dash with no unit for a wrong server answer', () => {
    expect(formatMoney(Number.NaN, '$', 'USD')).toBe('–');
    expect(formatMoney(Number.POSITIVE_INFINITY, '', 'USD')).toBe('–');
  });
});
