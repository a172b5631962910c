import { describe, expect, it } from 'vitest';
import { availableIn, chooseSide, MAIN_WALLET } from './transferSides';

const vendors = [
  { vendor: 'WM', balance: 3, maintenance: true },
  { vendor: 'AG', balance: 12.5, maintenance: false },
  { vendor: 'PT', balance: 0, maintenance: false },
];

describe('chooseSide', () => {
  it('puts the main wallet opposite a vendor the person picks', () => {
    expect(chooseSide({ from: MAIN_WALLET, to: 'AG' }, 'from', 'PT', vendors)).toEqual({
      from: 'PT',
      to: MAIN_WALLET,
    });
    expect(chooseSide({ from: 'AG', to: MAIN_WALLET }, 'to', 'PT', vendors)).toEqual({
      from: MAIN_WALLET,
      to: 'PT',
    });
  });

  it('swaps the sides when the main wallet moves over, keeping the vendor', () => {
    expect(chooseSide({ from: 'PT', to: MAIN_WALLET }, 'from', MAIN_WALLET, vendors)).toEqual({
      from: MAIN_WALLET,
      to: 'PT',
    });
  });

  it('takes the first vendor open for transfers when both sides would be main', () => {
    expect(chooseSide({ from: MAIN_WALLET, to: MAIN_WALLET }, 'to', MAIN_WALLET, vendors)).toEqual({
      from: 'AG',
      to: MAIN_WALLET,
    });
  });
});

describe('availableIn', () => {
  it('is the balance of the wallet the money leaves', () => {
    expect(availableIn(MAIN_WALLET, 100, vendors)).toBe(100);
    expect(availableIn('AG', 100, vendors)).toBe(12.5);
    expect(availableIn('XX', 100, vendors)).toBe(0);
  });
});
