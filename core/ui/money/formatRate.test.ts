import { describe, expect, it } from 'vitest';
import { formatRate } from './formatRate';

describe('formatRate', () => {
  it('shows a share of the turnover as a percentage, with the decimals the rate has', () => {
    expect(formatRate(0.008)).toBe('0.8%');
    expect(formatRate(0.0045)).toBe('0.45%');
    expect(formatRate(0.00125)).toBe('0.125%');
    expect(formatRate(0.01)).toBe('1.0%');
    expect(formatRate(0.012)).toBe('1.2%');
  });

  it('shows a dash for a broken rate instead of a wrong figure', () => {
    expect(formatRate(Number.NaN)).toBe('–');
  });
});
