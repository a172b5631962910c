import { describe, expect, it } from 'vitest';
import { checkFundsPassword } from './checkFundsPassword';

describe('checkFundsPassword', () => {
  it('wants exactly 6 digits', () => {
    expect(checkFundsPassword('123456')).toBeNull();
    expect(checkFundsPassword('')).toBe('funds_password.required');
    expect(checkFundsPassword('12345')).toBe('funds_password.six_digits');
    expect(checkFundsPassword('1234567')).toBe('funds_password.six_digits');
    expect(checkFundsPassword('12345a')).toBe('funds_password.six_digits');
    expect(checkFundsPassword('１２３４５６')).toBe('funds_password.six_digits'); // full-width digits
  });
});
