import { describe, expect, it } from 'vitest';
import { maskBankNumber } from './maskBankNumber';

describe('maskBankNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskBankNumber('6222020200112233')).toBe('**** **** **** 2233');
    expect(maskBankNumber('6222 0202 0011 2233 456')).toBe('**** **** **** 3456');
    expect(maskBankNumber('12-3456-789')).toBe('**** **** **** 6789');
  });

  it('hides a number too short to keep anything secret', () => {
    expect(maskBankNumber('1234')).toBe('****');
    expect(maskBankNumber('')).toBe('****');
  });
});
