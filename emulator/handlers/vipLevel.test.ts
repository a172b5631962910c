import { describe, expect, it } from 'vitest';
import { share, standingOn, type VipLevelRow } from './vipLevel.js';

const level = (n: number, deposit: number, turnover: number): VipLevelRow => ({
  level: n,
  name: `VIP${n}`,
  deposit_cents: String(deposit * 100),
  turnover_cents: String(turnover * 100),
  upgrade_bonus_cents: '0',
  monthly_bonus_cents: '0',
  birthday_bonus_cents: '0',
});
const LADDER = [level(0, 0, 0), level(1, 100, 1000), level(2, 1000, 20000), level(3, 5000, 100000)];
const at = (deposit: number, turnover: number) =>
  standingOn(LADDER, BigInt(deposit * 100), BigInt(turnover * 100));

describe('standingOn', () => {
  it('starts at the level that needs nothing', () => {
    const s = at(0, 0);
    expect(s.current.level).toBe(0);
    expect(s.next?.level).toBe(1);
    expect([s.depositProgress, s.betProgress]).toEqual([0, 0]);
  });

  it('needs both totals of a level', () => {
    expect(at(5000, 500).current.level).toBe(0);
    const s = at(500, 5000);
    expect(s.current.level).toBe(1);
    expect(s.depositProgress).toBe(0.5);
    expect(s.betProgress).toBe(0.25);
  });

  it('never skips a level whose turnover is not met', () => {
    // deposits would reach VIP3, turnover only VIP1
    expect(at(10000, 1500).current.level).toBe(1);
  });

  it('stands at the top with full progress and no next level', () => {
    const s = at(9000, 1_000_000);
    expect(s.current.level).toBe(3);
    expect(s.next).toBeUndefined();
    expect([s.depositProgress, s.betProgress]).toEqual([1, 1]);
  });
});

describe('share', () => {
  it('is 0..1, rounded down to 4 decimals, and 1 for nothing needed', () => {
    expect(share(1n, 3n)).toBe(0.3333);
    expect(share(5n, 3n)).toBe(1);
    expect(share(0n, 0n)).toBe(1);
  });
});
