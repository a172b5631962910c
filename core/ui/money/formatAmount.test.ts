import { describe, expect, it } from 'vitest';
import { formatAmount, HIDDEN_AMOUNT } from './formatAmount';

describe('formatAmount', () => {
  it('shows 2 decimals and thousands separators (§9)', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(8888)).toBe('8,888.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
  });

  it('keeps the sign of a negative amount, but never shows -0.00', () => {
    expect(formatAmount(-1500)).toBe('-1,500.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(-0)).toBe('0.00');
  });

  it('shows a dash, not a crash or a made-up zero, for a wrong server answer', () => {
    expect(formatAmount(Number.NaN)).toBe('–');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatAmount(Number.NEGATIVE_INFINITY)).toBe('–');
  });

  it('hides a balance with asterisks', () => {
    expect(HIDDEN_AMOUNT).toBe('****');
  });
});
