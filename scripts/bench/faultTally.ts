import type { VisitOutcome } from './faultVisit';

/** One fault setting of the benchmark and the share of visits that must show their content. */
export interface FaultRate {
  failureRate: number;
  latencyMs: number;
  minShown: number;
}

export interface Tally {
  page: string;
  rate: FaultRate;
  shown: number;
  error: number;
  blank: number;
  /** Slowest shown visit, ms from navigation. */
  slowestMs: number;
}

export function emptyTally(page: string, rate: FaultRate): Tally {
  return { page, rate, shown: 0, error: 0, blank: 0, slowestMs: 0 };
}

export function count(tally: Tally, outcome: VisitOutcome, ms: number): void {
  tally[outcome] += 1;
  if (outcome === 'shown') tally.slowestMs = Math.max(tally.slowestMs, ms);
}

const rateLabel = (rate: FaultRate) =>
  `${Math.round(rate.failureRate * 100)} % / ${rate.latencyMs} ms`;

/** The table the benchmark prints: one line per page, shown / visits and blanks per rate. */
export function formatTable(tallies: readonly Tally[], rates: readonly FaultRate[]): string[] {
  const pages = [...new Set(tallies.map((tally) => tally.page))];
  const width = Math.max(4, ...pages.map((page) => page.length));
  const cell = (tally: Tally | undefined) => {
    if (!tally) return '-'.padEnd(30);
    const visits = tally.shown + tally.error + tally.blank;
    return `${tally.shown}/${visits} shown, ${tally.blank} blank, ≤${(tally.slowestMs / 1000).toFixed(1)} s`.padEnd(
      30,
    );
  };
  const lines = [
    `${'page'.padEnd(width)}  ${rates.map((rate) => rateLabel(rate).padEnd(30)).join('  ')}`,
  ];
  for (const page of pages)
    lines.push(
      `${page.padEnd(width)}  ${rates
        .map((rate) => cell(tallies.find((tally) => tally.page === page && tally.rate === rate)))
        .join('  ')}`,
    );
  return lines;
}

/** Every way the tallies miss the budget: too few shown at a rate, or any blank visit at all. */
export function budgetMisses(tallies: readonly Tally[]): string[] {
  const misses: string[] = [];
  for (const tally of tallies) {
    const visits = tally.shown + tally.error + tally.blank;
    const label = `${tally.page} at ${rateLabel(tally.rate)}`;
    if (tally.shown < Math.ceil(tally.rate.minShown * visits - 1e-9))
      misses.push(
        `${label}: ${tally.shown}/${visits} visits showed their content, need ≥ ${Math.round(tally.rate.minShown * 100)} %`,
      );
    if (tally.blank > 0) misses.push(`${label}: ${tally.blank} blank visit(s), need 0`);
  }
  return misses;
}
