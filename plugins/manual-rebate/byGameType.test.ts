import { describe, expect, it } from 'vitest';
import { byGameType } from './byGameType';

const line = (gameType: string, vendor: string, amount: number) => ({
  gameType,
  vendor,
  vendorName: vendor,
  turnover: amount * 100,
  rate: 0.01,
  amount,
});

describe('byGameType', () => {
  it('sums each game type’s lines in cents, keeping the summary’s order', () => {
    expect(
      byGameType([
        line('LIVE', 'AG', 0.1),
        line('LIVE', 'EVO', 0.2),
        line('RNG', 'PG', 0),
        line('SPORTS', 'SABA', 12.34),
      ]),
    ).toEqual([
      { gameType: 'LIVE', amountCents: 30 },
      { gameType: 'RNG', amountCents: 0 },
      { gameType: 'SPORTS', amountCents: 1234 },
    ]);
  });

  it('has nothing for an empty summary', () => {
    expect(byGameType([])).toEqual([]);
  });
});
