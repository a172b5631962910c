import { describe, expect, it } from 'vitest';
import { budgetMisses, count, emptyTally, formatTable, type FaultRate } from './faultTally';

const at10: FaultRate = { failureRate: 0.1, latencyMs: 300, minShown: 1 };
const at30: FaultRate = { failureRate: 0.3, latencyMs: 300, minShown: 0.95 };

function tally(page: string, rate: FaultRate, shown: number, error: number, blank: number) {
  const result = emptyTally(page, rate);
  for (let i = 0; i < shown; i++) count(result, 'shown', 1_000 + i * 100);
  for (let i = 0; i < error; i++) count(result, 'error', 20_000);
  for (let i = 0; i < blank; i++) count(result, 'blank', 20_000);
  return result;
}

describe('fault bench tallies', () => {
  it('passes 20/20 at 10 % and 19/20 at 30 %', () => {
    expect(budgetMisses([tally('/rng', at10, 20, 0, 0), tally('/rng', at30, 19, 1, 0)])).toEqual(
      [],
    );
  });

  it('misses one failed visit at 10 %, two at 30 %, and any blank visit', () => {
    expect(
      budgetMisses([
        tally('/rng', at10, 19, 1, 0),
        tally('/rng', at30, 18, 2, 0),
        tally('home', at30, 19, 0, 1),
      ]),
    ).toEqual([
      '/rng at 10 % / 300 ms: 19/20 visits showed their content, need ≥ 100 %',
      '/rng at 30 % / 300 ms: 18/20 visits showed their content, need ≥ 95 %',
      'home at 30 % / 300 ms: 1 blank visit(s), need 0',
    ]);
  });

  it('prints one line per page with each rate, slowest shown visit included', () => {
    const lines = formatTable(
      [tally('/rng', at10, 20, 0, 0), tally('/rng', at30, 19, 0, 1)],
      [at10, at30],
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^page\s+10 % \/ 300 ms\s+30 % \/ 300 ms/);
    expect(lines[1]).toMatch(/^\/rng\s+20\/20 shown, 0 blank, ≤2\.9 s\s+19\/20 shown, 1 blank/);
  });
});
