import { describe, expect, it } from 'vitest';
import type { WithdrawSettings } from './api';
import { checkReceivedAmount, remainingAmount, submitBlock } from './rules';

const settings = (change: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  currency: 'USD',
  min: 50,
  max: 50_000,
  dailyLimit: 5,
  todayCount: 0,
  withdrawable: 1_000,
  turnover: { multiplier: 1, required: 0, wagered: 0, remaining: 0 },
  autoReceiveMinutes: 30,
  fundsPasswordSet: true,
  bankCards: [{ id: 1, bankName: 'Chase', accountNumber: '6222020200112233', payeeName: 'A B' }],
  ...change,
});

describe('submitBlock', () => {
  it('lets a member with met turnover, requests left and money withdraw', () => {
    expect(submitBlock(settings())).toBeNull();
  });

  it('names the turnover still to wager first, formatted', () => {
    expect(
      submitBlock(
        settings({
          turnover: { multiplier: 1, required: 1_500, wagered: 265.5, remaining: 1_234.5 },
          todayCount: 5,
        }),
      ),
    ).toEqual({ key: 'block.turnover', values: { remaining: '1,234.50' } });
  });

  it("then today's limit, then a balance below the smallest withdrawal", () => {
    expect(submitBlock(settings({ todayCount: 5 }))).toEqual({
      key: 'block.daily_limit',
      values: { limit: 5 },
    });
    expect(submitBlock(settings({ withdrawable: 49.99 }))).toEqual({
      key: 'block.balance',
      values: { min: '50.00' },
    });
  });
});

describe('checkReceivedAmount', () => {
  it('takes more than 0 and less than the amount', () => {
    expect(checkReceivedAmount('0.01', 80)).toBeNull();
    expect(checkReceivedAmount('79.99', 80)).toBeNull();
    expect(checkReceivedAmount('1,000.5', 2_000)).toBeNull();
  });

  it('refuses 0, the whole amount and more, naming the amount', () => {
    const rule = { key: 'confirm.partial_rule', values: { amount: '1,080.00' } };
    expect(checkReceivedAmount('0', 1_080)).toEqual(rule);
    expect(checkReceivedAmount('1080', 1_080)).toEqual(rule);
    expect(checkReceivedAmount('2000', 1_080)).toEqual(rule);
  });

  it("uses core's amount rules for what is not an amount", () => {
    expect(checkReceivedAmount('', 80)).toEqual({ key: 'amount.required', ns: 'core-member' });
    expect(checkReceivedAmount('abc', 80)).toEqual({ key: 'amount.not_number', ns: 'core-member' });
    expect(checkReceivedAmount('1.234', 80)).toEqual({ key: 'amount.decimals', ns: 'core-member' });
  });
});

describe('remainingAmount', () => {
  it('is the amount less what arrived, exact to the cent', () => {
    expect(remainingAmount(53.45, 30)).toBe(23.45);
    expect(remainingAmount(0.3, 0.1)).toBe(0.2);
    expect(remainingAmount(1_080, 1_000)).toBe(80);
    expect(remainingAmount(100, 0)).toBe(100);
  });
});
