import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/repo-paths';

export interface BundleBudget {
  initialJsGzipKiB: number;
  initialCssGzipKiB: number;
  pages: string[];
}

/**
 * A page to measure: its path, or its path and the module flag that mounts it, so a site whose
 * platform has the flag off does not spend a Lighthouse run on the not-found page.
 */
export type LighthousePage = string | { path: string; requires: string };

export interface LighthouseBudget {
  pages: LighthousePage[];
  /** Pages opened as the logged-in demo member. */
  memberPages: LighthousePage[];
  /** Pages opened as the logged-in agent agent01 (the agent centre). */
  agentPages: LighthousePage[];
  /** The bar for memberPages (the visitor pages keep minAccessibility). */
  memberMinAccessibility: number;
  /** Pages measured on every brand; the others on `oneSite` only. */
  everySitePages: string[];
  oneSite: string;
  runs: number;
  minPerformance: number;
  minAccessibility: number;
  minBestPractices: number;
  maxCls: number;
}

export interface LobbyBudget {
  domPath: string;
  maxDomNodes: number;
  filterQueries: number;
  filterRounds: number;
  catalogueSize: number;
  maxFilterP95Ms: number;
  maxFilterMs: number;
}

export interface InteractionsBudget {
  runs: number;
  maxP75Ms: number;
}

export interface FaultsBudget {
  visits: number;
  parallel: number;
  deadlineMs: number;
  rates: { failureRate: number; latencyMs: number; minShown: number }[];
}

/** bench-lost-answers: sends per form, and how soon each must be said in words. */
export interface LostAnswersBudget {
  transfers: number;
  downline: number;
  withdrawals: number;
  resolveMs: number;
}

export interface SuiteBudget {
  /** The plan: a run over it is reported as over target. */
  targetMinutes: number;
  /** A run over it fails, well before CI's 90-minute stop. */
  maxMinutes: number;
}

/** The reference PC's times on the calibration workload (scripts/bench/calibration.ts). */
export interface CalibrationBudget {
  browserMs: number;
  nodeMs: number;
}

export interface Budgets {
  suite: SuiteBudget;
  calibration: CalibrationBudget;
  bundle: BundleBudget;
  lighthouse: LighthouseBudget;
  lobby: LobbyBudget;
  interactions: InteractionsBudget;
  faults: FaultsBudget;
  lostAnswers: LostAnswersBudget;
}

/** The limits every `npm run bench:*` checks its figures against (tests/bench/budgets.json). */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'tests/bench/budgets.json'), 'utf8')) as Budgets;
}

/** `--name value` from the command line, or the fallback. */
export function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
