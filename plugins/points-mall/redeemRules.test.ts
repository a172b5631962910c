import { describe, expect, it } from 'vitest';
import type { Goods } from './api';
import {
  checkAddress,
  checkPhone,
  checkQuantity,
  costOf,
  goodsBlock,
  maxQuantity,
  pointsForCash,
} from './redeemRules';

const goods = (change: Partial<Goods> = {}): Goods => ({
  rewardId: 'dflt88-earbuds',
  type: 'GOODS',
  name: 'Wireless earbuds',
  imageUrl: '/x.svg',
  points: 3_000,
  amount: 5.1,
  quantity: 100,
  remaining: 58,
  exchanged: 42,
  conditions: { minDeposit: 0, minValidBet: 0 },
  unmet: [],
  ...change,
});

describe('redeem rules', () => {
  it('says why an item cannot be had: sold out first, then conditions, then points', () => {
    expect(goodsBlock(goods({ remaining: 0, unmet: ['MIN_DEPOSIT'] }), 0)).toEqual({
      key: 'goods.sold_out',
    });
    expect(goodsBlock(goods({ unmet: ['MIN_VALID_BET'] }), 99_999)).toEqual({
      key: 'goods.conditions_unmet',
    });
    expect(goodsBlock(goods(), 2_999)).toEqual({ key: 'goods.not_enough_points' });
    expect(goodsBlock(goods(), 3_000)).toBeNull();
  });

  it('lets the quantity go as far as stock, points and the per-exchange limit allow', () => {
    expect(maxQuantity(goods(), 9_500)).toBe(3);
    expect(maxQuantity(goods({ remaining: 2 }), 1_000_000)).toBe(2);
    expect(maxQuantity(goods(), 1_000_000)).toBe(10);
    expect(checkQuantity('3', 3)).toBeNull();
    for (const bad of ['', '0', '4', '1.5', 'two'])
      expect(checkQuantity(bad, 3)).toEqual({ key: 'redeem.quantity_rule', values: { max: 3 } });
  });

  it('asks an address for goods only, and a phone number always', () => {
    expect(checkAddress('GOODS', '  ')).toEqual({ key: 'redeem.address_required' });
    expect(checkAddress('LIFE', '')).toBeNull();
    expect(checkAddress('GIFT', 'x'.repeat(201))).toMatchObject({ key: 'redeem.address_long' });
    expect(checkPhone('+855 12-345-678')).toBeNull();
    expect(checkPhone('call me')).toEqual({ key: 'redeem.phone_rule' });
  });

  it('computes the cost in points and cash without float noise', () => {
    expect(costOf(goods(), 3)).toEqual({ points: 9_000, amount: 15.3 });
    expect(costOf(goods({ amount: 0 }), 2)).toEqual({ points: 6_000, amount: 0 });
  });

  it('shows the points cash buys as whole points, rounded down', () => {
    expect(pointsForCash(12.34, 10)).toBe(123);
    expect(pointsForCash(0.29, 10)).toBe(2);
    expect(pointsForCash(1_000, 0.0025)).toBe(2);
    expect(pointsForCash(1_200, 0.0025)).toBe(3);
  });
});
