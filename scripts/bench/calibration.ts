/**
 * How fast this machine is today, against the reference PC the budgets are written for. The same
 * 2-core machine runs up to twice as slow from one day to the next, so a wall-clock budget checked
 * as measured passes one day and fails the next. A fixed workload, timed at the start of the
 * budgets, says how fast the machine is now; each budget then slows the browser's CPU (Chromium's
 * own throttle, Lighthouse's multiplier) or scales a Node-side figure so that every run measures
 * the same reference PC. The reference is as slow as this machine's slowest days, so a slow day
 * runs unthrottled and a fast one is slowed down to match.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { REPO_ROOT } from '../lib/repo-paths';
import { readBudgets } from './budgets';
import { launchChromium } from './launchChromium';
import { quantile } from './stats';

export interface Calibration {
  /** When it was measured (ms since the epoch). */
  at: number;
  /** The browser workload's median time in Chromium, ms. */
  browserMs: number;
  /** The script workload's median time in Node, ms. */
  nodeMs: number;
  /** How many times slower than this machine the reference PC is, in the browser (≥ 1 slows). */
  browserFactor: number;
  /** The same for Node-side figures. */
  nodeFactor: number;
}

const RESULT = join(REPO_ROOT, 'test-results', 'bench-calibration.json');
/** A calibration is reused for an hour: the budgets of one run share one figure. */
const REUSE_MS = 3_600_000;
const RUNS = 9;

/**
 * The script part of the workload: sorting, string building and a JSON round trip over 20,000
 * rows, what a page's renders and data handling are made of. Deterministic, no I/O.
 */
export function scriptWorkload(): number {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `game ${(i * 7919) % 20_000} ${String.fromCharCode(65 + (i % 26))}`,
    value: (i * 31) % 997,
  }));
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.value - b.value));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  let sum = 0;
  for (const row of copy) sum += row.name.length * row.value;
  return sum;
}

/** The browser workload: the script part, then 2,000 elements built, styled and laid out. */
async function browserRun(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const started = performance.now();
    (${scriptWorkload.toString()})();
    const host = document.createElement('div');
    for (let i = 0; i < 2000; i++) {
      const item = document.createElement('div');
      item.textContent = 'row ' + i;
      item.style.cssText = 'display:inline-block;padding:' + (i % 7) + 'px;width:' + (40 + (i % 50)) + 'px';
      host.appendChild(item);
    }
    document.body.appendChild(host);
    let height = host.getBoundingClientRect().height;
    host.style.fontSize = '13px';
    height += host.getBoundingClientRect().height;
    host.remove();
    return performance.now() - started + height * 0;
  })()`);
}

function nodeRun(): number {
  const started = performance.now();
  scriptWorkload();
  return performance.now() - started;
}

/** Times both workloads now (a warm-up, then the median of nine runs each). */
export async function measureCalibration(): Promise<Calibration> {
  const reference = readBudgets().calibration;
  const browser = await launchChromium();
  let browserTimes: number[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><body></body>');
    await browserRun(page);
    for (let run = 0; run < RUNS; run++) browserTimes.push(await browserRun(page));
  } finally {
    await browser.close();
  }
  nodeRun();
  const nodeTimes = Array.from({ length: RUNS }, nodeRun);
  browserTimes = browserTimes.sort((a, b) => a - b);
  const browserMs = quantile(browserTimes, 0.5);
  const nodeMs = quantile(nodeTimes, 0.5);
  return {
    at: Date.now(),
    browserMs,
    nodeMs,
    browserFactor: reference.browserMs / browserMs,
    nodeFactor: reference.nodeMs / nodeMs,
  };
}

/** Measures and keeps the result for the budgets that follow in the same run. */
export async function calibrate(): Promise<Calibration> {
  const calibration = await measureCalibration();
  mkdirSync(dirname(RESULT), { recursive: true });
  writeFileSync(RESULT, JSON.stringify(calibration, null, 2));
  return calibration;
}

/** This run's calibration: the one the run's calibration step kept, or a new one. */
export async function currentCalibration(): Promise<Calibration> {
  if (existsSync(RESULT)) {
    const kept = JSON.parse(readFileSync(RESULT, 'utf8')) as Calibration;
    if (Date.now() - kept.at < REUSE_MS) return kept;
  }
  return calibrate();
}

/**
 * The Chromium CPU throttling rate that makes this machine the reference PC slowed `slowdown`
 * times (a budget's own "a slower office PC" factor). Below 1 the machine is already slower than
 * that: it runs unthrottled and says so, since no rate can make it faster.
 */
export function cpuRate(calibration: Calibration, slowdown = 1): number {
  return Math.max(1, calibration.browserFactor * slowdown);
}

/** One line for a bench's header: what the budgets measure against today. */
export function describeCalibration(calibration: Calibration, slowdown = 1): string {
  const rate = calibration.browserFactor * slowdown;
  return (
    `machine ${calibration.browserMs.toFixed(0)} ms on the calibration workload (reference PC ` +
    `${readBudgets().calibration.browserMs} ms${slowdown !== 1 ? `, slowed ${slowdown}×` : ''}): ` +
    (rate >= 1
      ? `CPU throttled ${rate.toFixed(2)}×`
      : `unthrottled; this machine is ${(1 / rate).toFixed(2)}× slower than the PC emulated, so its figures are pessimistic`)
  );
}

/** One DevTools session per page: an emulation setting lasts as long as its session. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** Slows the page's CPU `rate` times (Chromium's own throttle; 1 lifts it). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await (await session).send('Emulation.setCPUThrottlingRate', { rate });
}
