import { describe, expect, it } from 'vitest';
import { checkAmount } from './checkAmount';

const rules = { min: 100, max: 50_000, available: 8_888 };

describe('checkAmount', () => {
  it('accepts an amount within every limit', () => {
    expect(checkAmount('100', rules)).toBeNull();
    expect(checkAmount('8,888.00', rules)).toBeNull();
    expect(checkAmount('0.30', { min: 0.3 })).toBeNull(); // 0.1 + 0.2 is not below 0.3 here
  });

  it('names the rule that failed, with the limit formatted', () => {
    expect(checkAmount('', rules)).toEqual({ key: 'amount.required' });
    expect(checkAmount('12abc', rules)).toEqual({ key: 'amount.not_number' });
    expect(checkAmount('100.555', rules)).toEqual({ key: 'amount.decimals' });
    expect(checkAmount('0', rules)).toEqual({ key: 'amount.not_positive' });
    expect(checkAmount('99.99', rules)).toEqual({
      key: 'amount.below_min',
      values: { min: '100.00' },
    });
    expect(checkAmount('50,000.01', { ...rules, available: 1e9 })).toEqual({
      key: 'amount.above_max',
      values: { max: '50,000.00' },
    });
    expect(checkAmount('8888.01', rules)).toEqual({
      key: 'amount.over_balance',
      values: { available: '8,888.00' },
    });
  });

  it('checks only the limits it is given', () => {
    expect(checkAmount('1000000')).toBeNull();
    expect(checkAmount('0.01', { available: 0.01 })).toBeNull();
  });
});
