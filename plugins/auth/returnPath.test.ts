import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('returns a same-site path', () => {
    expect(returnPath('next=%2FpointMall')).toBe('/pointMall');
    expect(returnPath('?next=%2FvnLottery%3FgameCode%3DVN1M')).toBe('/vnLottery?gameCode=VN1M');
  });

  it('refuses other hosts and missing values', () => {
    expect(returnPath('')).toBeNull();
    expect(returnPath('next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPath('next=%2F%2Fevil.example')).toBeNull();
    expect(returnPath('next=%2F%5Cevil.example')).toBeNull();
  });
});
