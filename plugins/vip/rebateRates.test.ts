import { describe, expect, it } from 'vitest';
import { byProductType } from './rebateRates';

describe('byProductType', () => {
  it("groups the rows per game type: the default and the vendors' own rates", () => {
    expect(
      byProductType([
        { productType: 'LIVE', rate: 0.006 },
        { productType: 'LIVE', vassalage: 'EVO', rate: 0.008 },
        { productType: 'LIVE', vassalage: 'AG', rate: 0.007 },
        { productType: 'RNG', vassalage: 'PG', rate: 0.005 },
        { productType: 'SPORTS', rate: 0.005 },
      ]),
    ).toEqual([
      {
        productType: 'LIVE',
        rate: 0.006,
        vendors: [
          { vendor: 'AG', rate: 0.007 },
          { vendor: 'EVO', rate: 0.008 },
        ],
      },
      { productType: 'RNG', vendors: [{ vendor: 'PG', rate: 0.005 }] },
      { productType: 'SPORTS', rate: 0.005, vendors: [] },
    ]);
  });

  it('makes nothing of an empty answer', () => {
    expect(byProductType([])).toEqual([]);
  });
});
