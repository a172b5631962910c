import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface SiteTimes {
  tests: number;
  /** Sum of the tests' own durations: what the site costs a single worker. */
  busyMs: number;
  firstStart: number;
  lastEnd: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints the wall time per site (first start to last end, and the test time it took) and the
 * plain closing line CI reads: `e2e: N passed, N failed, N skipped`.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly started = Date.now();
  private readonly sites = new Map<string, SiteTimes>();
  /** Test time per spec file over every site: where the journeys' time goes. */
  private readonly files = new Map<string, { tests: number; busyMs: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const site = test.parent.project()?.name ?? '(none)';
    const start = result.startTime.getTime();
    const times = this.sites.get(site) ?? {
      tests: 0,
      busyMs: 0,
      firstStart: start,
      lastEnd: start,
    };
    times.tests++;
    times.busyMs += result.duration;
    times.firstStart = Math.min(times.firstStart, start);
    times.lastEnd = Math.max(times.lastEnd, start + result.duration);
    this.sites.set(site, times);
    const file = test.location.file.split('/').pop() ?? test.location.file;
    const spent = this.files.get(file) ?? { tests: 0, busyMs: 0 };
    spent.tests++;
    spent.busyMs += result.duration;
    this.files.set(file, spent);

    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped')
      return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult): void {
    console.log(`\ne2e wall time per site (${seconds(Date.now() - this.started)} in all):`);
    for (const [site, t] of [...this.sites].sort(([a], [b]) => a.localeCompare(b)))
      console.log(
        `  ${site.padEnd(12)} ${String(t.tests).padStart(4)} tests  ` +
          `wall ${seconds(t.lastEnd - t.firstStart).padStart(8)}  test time ${seconds(t.busyMs)}`,
      );
    const heaviest = [...this.files].sort(([, a], [, b]) => b.busyMs - a.busyMs).slice(0, 12);
    console.log('e2e test time of the heaviest files (every site):');
    for (const [file, t] of heaviest)
      console.log(
        `  ${file.padEnd(28)} ${String(t.tests).padStart(4)} tests  ${seconds(t.busyMs)}`,
      );
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
