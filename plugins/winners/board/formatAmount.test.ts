import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

describe('formatAmount', () => {
  it('shows two decimals and thousands separators (§9)', () => {
    expect(formatAmount(1234567.891, 'EN')).toBe('1,234,567.89');
    expect(formatAmount(8888, 'EN')).toBe('8,888.00');
    expect(formatAmount(0.5, 'EN')).toBe('0.50');
    expect(formatAmount(999.999, 'EN')).toBe('1,000.00');
  });

  it('formats for the current language', () => {
    const expected = (tag: string) =>
      new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        1234567.891,
      );
    expect(formatAmount(1234567.891, 'CN')).toBe(expected('zh-CN'));
    expect(formatAmount(1234567.891, 'KM')).toBe(expected('km'));
    expect(formatAmount(1234567.891, 'CN')).toMatch(/^1\D234\D567\D89$/);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatAmount(-1500, 'EN')).toBe('-1,500.00');
  });
});
