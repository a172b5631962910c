import { availableParallelism } from 'node:os';

/**
 * Where each Playwright worker's own servers listen. Worker n (Playwright's parallel index, which a
 * restarted worker keeps) owns an emulator and a static server of the test build, so journeys that
 * switch a merchant's status, flags, content, faults or clock never see another worker's changes.
 * The base ports can be moved with E2E_EMULATOR_PORT and E2E_WEB_PORT; each worker adds 2 × n.
 */
const EMULATOR_BASE = Number(process.env.E2E_EMULATOR_PORT ?? 4310);
const WEB_BASE = Number(process.env.E2E_WEB_PORT ?? 4311);

export interface WorkerPorts {
  emulator: number;
  web: number;
}

export function workerPorts(parallelIndex: number): WorkerPorts {
  return { emulator: EMULATOR_BASE + 2 * parallelIndex, web: WEB_BASE + 2 * parallelIndex };
}

/** As many workers as the machine has cores (2 on CI's machine), or E2E_WORKERS. */
export function e2eWorkerCount(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, availableParallelism());
}

/** The parallel index of this worker process (0 in the runner itself). */
export function currentParallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
