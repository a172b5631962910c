import { describe, expect, it } from 'vitest';
import { KINDS } from './kinds';
import { checkAccount, checkBettingUnit, checkTiers, topRate } from './tierRules';

describe('checkTiers', () => {
  it('reads a valid daily-salary tier, leaving the optional minimum bet out', () => {
    const { tiers, errors } = checkTiers(KINDS.daily, [
      { volume: '1,000', minActiveMembers: '1', amount: '50' },
    ]);
    expect(errors).toEqual({});
    expect(tiers).toEqual([{ volume: 1000, minActiveMembers: 1, amount: 50 }]);
  });

  it('names each field that breaks a rule', () => {
    const { errors } = checkTiers(KINDS.daily, [
      { volume: '', minActiveMembers: '1.5', amount: '2.345', minBetAmount: 'abc' },
    ]);
    expect(errors).toEqual({
      'tiers.0.volume': { key: 'rules.required' },
      'tiers.0.minActiveMembers': { key: 'rules.whole_number' },
      'tiers.0.amount': { key: 'rules.number' },
      'tiers.0.minBetAmount': { key: 'rules.number' },
    });
  });

  it('wants each threshold above the one before', () => {
    const { errors } = checkTiers(KINDS.dividend, [
      { profitLoss: '5000', activePlayers: '3', ratio: '10' },
      { profitLoss: '5000', activePlayers: '5', ratio: '20' },
    ]);
    expect(errors).toEqual({
      'tiers.1.profitLoss': { key: 'rules.ascending', values: { previous: '5000' } },
    });
  });

  it('keeps rates within 100%, and a single rate above 0', () => {
    const { errors } = checkTiers(KINDS.realtime, [
      { singlePeriodBet: '100', profitWageRate: '101', lossWageRate: '0' },
    ]);
    expect(errors).toEqual({ 'tiers.0.profitWageRate': { key: 'rules.percent_max' } });
    const dividend = checkTiers(KINDS.dividend, [
      { profitLoss: '100', activePlayers: '1', ratio: '0' },
    ]);
    expect(dividend.errors).toEqual({ 'tiers.0.ratio': { key: 'rules.rate_positive' } });
  });

  it('takes 1 to 5 tiers', () => {
    const tier = { volume: '1', minActiveMembers: '1', amount: '1' };
    expect(checkTiers(KINDS.daily, []).errors.tiers).toEqual({
      key: 'rules.tier_count',
      values: { min: 1, max: 5 },
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ ...tier, volume: String(i + 1) }));
    expect(checkTiers(KINDS.daily, six).errors.tiers?.key).toBe('rules.tier_count');
  });
});

describe('the other fields', () => {
  it('wants a whole betting unit of at least 1', () => {
    expect(checkBettingUnit('10000')).toEqual({ value: 10000 });
    expect(checkBettingUnit('0').error?.key).toBe('rules.betting_unit');
    expect(checkBettingUnit('10.5').error?.key).toBe('rules.betting_unit');
    expect(checkBettingUnit(' ').error?.key).toBe('rules.required');
  });

  it('wants an account without spaces, at most 40 characters', () => {
    expect(checkAccount(' agent11 ')).toEqual({ value: 'agent11' });
    expect(checkAccount('agent 11').error?.key).toBe('rules.account');
    expect(checkAccount('a'.repeat(41)).error?.key).toBe('rules.account');
  });

  it('takes the top tier rate as the contract rate, as the platform does', () => {
    expect(topRate(KINDS.daily, [{ amount: 20 }, { amount: 50 }])).toBe(50);
    expect(topRate(KINDS.dividend, [{ ratio: 12 }])).toBe(12);
    expect(topRate(KINDS.realtime, [{ profitWageRate: 0.5, lossWageRate: 0.8 }])).toBe(0.8);
    // salaries per 10,000 of volume, so different betting units compare
    expect(topRate(KINDS.daily, [{ amount: 1.5 }], 100)).toBe(150);
    expect(topRate(KINDS.daily, [{ amount: 50 }], 10_000)).toBe(50);
  });
});
