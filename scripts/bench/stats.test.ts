import { describe, expect, it } from 'vitest';
import { medianBy, quantile } from './stats';

describe('bench statistics', () => {
  it('takes nearest-rank quantiles, so each is a measured value', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(quantile(values, 0.5)).toBe(100);
    expect(quantile(values, 0.95)).toBe(190);
    expect(quantile(values, 1)).toBe(200);
    expect(quantile([7], 0.95)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow();
  });

  it('keeps the whole median item, the lower middle of an even count', () => {
    const runs = [{ score: 90 }, { score: 70 }, { score: 100 }];
    expect(medianBy(runs, (run) => run.score)).toBe(runs[0]);
    expect(medianBy([{ score: 2 }, { score: 1 }], (run) => run.score)).toEqual({ score: 1 });
  });
});
