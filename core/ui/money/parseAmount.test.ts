import { describe, expect, it } from 'vitest';
import { parseAmount, readAmount } from './parseAmount';

describe('parseAmount', () => {
  it('reads plain and grouped amounts with up to 2 decimals', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount(' 100 ')).toBe(100);
    expect(parseAmount('0.05')).toBe(0.05);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('1,234,567.89')).toBe(1234567.89);
  });

  it('refuses more than 2 decimals, bad grouping and anything not an amount', () => {
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount('1,23')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('says why a text is not an amount', () => {
    expect(readAmount('  ')).toEqual({ kind: 'empty' });
    expect(readAmount('12a')).toEqual({ kind: 'not_number' });
    expect(readAmount('3.141')).toEqual({ kind: 'too_many_decimals' });
    expect(readAmount('3.14')).toEqual({ kind: 'amount', value: 3.14 });
  });
});
