import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { BRANDS_ANNOTATION } from './brands';
import { FIREFOX_SKIP } from './firefoxSkips';

interface SiteTimes {
  tests: number;
  /** Sum of the tests' own durations: what the site costs a single worker. */
  busyMs: number;
  firstStart: number;
  lastEnd: number;
}

interface Planned {
  /** Tests per project (a brand in Chromium, or `firefox-<brand>`). */
  projects: Map<string, number>;
  reasons: Set<string>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fileOf = (test: TestCase) => test.location.file.split('/').pop() ?? test.location.file;
const projectOf = (test: TestCase) => test.parent.project()?.name ?? '(none)';
const isFirefox = (project: string) => project.startsWith('firefox-');

/**
 * Prints what the journeys ran where and how it went: each file's brands (from the journeys' own
 * declarations, tests/e2e/support/brands.ts) with the reason, the wall time per project, the
 * heaviest files, the journeys that needed a retry (by name), the Firefox set's count and skips,
 * and the plain closing line CI reads: `e2e: N passed, N failed, N skipped, N retried`.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly started = Date.now();
  private readonly sites = new Map<string, SiteTimes>();
  /** Test time per spec file over every project: where the journeys' time goes. */
  private readonly files = new Map<string, { tests: number; busyMs: number }>();
  private readonly planned = new Map<string, Planned>();
  /** Journeys that passed only on a retry: flaky, named so they get fixed. */
  private readonly retried: string[] = [];
  private readonly firefox = {
    passed: 0,
    failed: 0,
    skipped: [] as string[],
    /** Checks left out inside journeys that ran (skipInFirefox), each with its reason. */
    checksSkipped: new Map<string, number>(),
  };

  onBegin(_config: FullConfig, suite: Suite): void {
    for (const test of suite.allTests()) {
      const plan = this.planned.get(fileOf(test)) ?? { projects: new Map(), reasons: new Set() };
      plan.projects.set(projectOf(test), (plan.projects.get(projectOf(test)) ?? 0) + 1);
      for (const annotation of test.annotations)
        if (annotation.type === BRANDS_ANNOTATION && annotation.description)
          plan.reasons.add(annotation.description);
      this.planned.set(fileOf(test), plan);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = projectOf(test);
    const start = result.startTime.getTime();
    const times = this.sites.get(project) ?? {
      tests: 0,
      busyMs: 0,
      firstStart: start,
      lastEnd: start,
    };
    times.tests++;
    times.busyMs += result.duration;
    times.firstStart = Math.min(times.firstStart, start);
    times.lastEnd = Math.max(times.lastEnd, start + result.duration);
    this.sites.set(project, times);
    const spent = this.files.get(fileOf(test)) ?? { tests: 0, busyMs: 0 };
    spent.tests++;
    spent.busyMs += result.duration;
    this.files.set(fileOf(test), spent);

    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped')
      return;
    const name = `[${project}] ${fileOf(test)} › ${test.title}`;
    if (result.status === 'passed' && result.retry > 0) this.retried.push(name);
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
    if (!isFirefox(project)) return;
    for (const note of result.annotations)
      if (note.type === FIREFOX_SKIP && note.description)
        this.firefox.checksSkipped.set(
          note.description,
          (this.firefox.checksSkipped.get(note.description) ?? 0) + 1,
        );
    if (result.status === 'passed') this.firefox.passed++;
    else if (result.status === 'skipped') {
      const reason = test.annotations.find((annotation) => annotation.type === 'skip');
      this.firefox.skipped.push(`${name}: ${reason?.description ?? 'no reason given'}`);
    } else this.firefox.failed++;
  }

  onEnd(_result: FullResult): void {
    console.log('\ne2e journeys by brand (tests per project; the reason is the journey’s own):');
    for (const [file, plan] of [...this.planned].sort(([a], [b]) => a.localeCompare(b))) {
      const where = [...plan.projects]
        .sort(([a], [b]) => Number(isFirefox(a)) - Number(isFirefox(b)) || a.localeCompare(b))
        .map(([project, tests]) => `${project} ${tests}`)
        .join(', ');
      console.log(`  ${file.padEnd(28)} ${where}`);
      for (const reason of plan.reasons) console.log(`  ${''.padEnd(28)}   ${reason}`);
    }
    console.log(`\ne2e wall time per project (${seconds(Date.now() - this.started)} in all):`);
    for (const [site, t] of [...this.sites].sort(([a], [b]) => a.localeCompare(b)))
      console.log(
        `  ${site.padEnd(16)} ${String(t.tests).padStart(4)} tests  ` +
          `wall ${seconds(t.lastEnd - t.firstStart).padStart(8)}  test time ${seconds(t.busyMs)}`,
      );
    const heaviest = [...this.files].sort(([, a], [, b]) => b.busyMs - a.busyMs).slice(0, 12);
    console.log('e2e test time of the heaviest files (every project):');
    for (const [file, t] of heaviest)
      console.log(
        `  ${file.padEnd(28)} ${String(t.tests).padStart(4)} tests  ${seconds(t.busyMs)}`,
      );
    const { passed, failed, skipped, checksSkipped } = this.firefox;
    const checks = [...checksSkipped.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `e2e Firefox ESR set: ${passed} passed, ${failed} failed, ${skipped.length} skipped; ${checks} check(s) skipped in journeys that ran`,
    );
    for (const skip of skipped) console.log(`  skipped ${skip}`);
    for (const [check, journeys] of checksSkipped)
      console.log(`  check skipped in ${journeys} journey(s): ${check}`);
    if (this.retried.length > 0) {
      console.log(`e2e: ${this.retried.length} journey(s) passed only on a retry (flaky):`);
      for (const name of this.retried) console.log(`  retried ${name}`);
    }
    console.log(
      `e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped, ${this.retried.length} retried`,
    );
  }
}
