// Latency and failure injection for platform calls; the control API itself is never faulted.
import { ApiError } from '../http/envelope.js';

/** How an applied call loses its answer: a 500, a dropped connection, or either at random. */
export type LostAnswerMode = 'error' | 'drop' | 'either';
export const LOST_ANSWER_MODES: readonly LostAnswerMode[] = ['error', 'drop', 'either'];

export interface Faults {
  latencyMs: number;
  failureRate: number;
  pathPrefix?: string;
  /**
   * Share (0..1) of the injected failures that first APPLY the call and then lose its answer, the case that makes
   * a client retry a call the server already did (idempotency keys exist for it). The rest fail before the call.
   */
  lostAnswerShare?: number;
  lostAnswerMode?: LostAnswerMode;
  /** At most this many faults (failed + lostAnswers in `injected`), then none: "lose the next answer only". */
  limit?: number;
  /** Faults injected since these faults were set (GET /__emulator/faults shows them to a bench). */
  injected?: { failed: number; lostAnswers: number };
}

export const noFaults = (): Faults => ({ latencyMs: 0, failureRate: 0 });

/** Whether this call should fail; faults are noise, not data, so Math.random is fine here. */
export function applies(f: Faults, path: string): boolean {
  return !f.pathPrefix || path.startsWith(f.pathPrefix);
}

export const shouldFail = (f: Faults) => f.failureRate > 0 && Math.random() < f.failureRate;

/** What happens to one call: nothing, a failure before it runs, or a failure after it ran. */
export type FaultKind = 'none' | 'fail' | 'lose-answer';

export function pickFault(f: Faults): FaultKind {
  const spent = (f.injected?.failed ?? 0) + (f.injected?.lostAnswers ?? 0);
  if (f.limit !== undefined && spent >= f.limit) return 'none';
  if (!shouldFail(f)) return 'none';
  return Math.random() < (f.lostAnswerShare ?? 0) ? 'lose-answer' : 'fail';
}

/** Thrown after the call was applied when its answer is to be lost; the server answers it or drops the socket. */
export class LostAnswer extends ApiError {
  constructor(readonly drop: boolean) {
    super('SYSTEM_ERROR', 'system error (injected fault after the call was applied)');
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one platform call under the current faults: latency first, then a failure before the call, or the call
 * and then a LostAnswer. Counts every injected fault on the faults themselves (the count `limit` is checked with).
 */
export async function underFaults<T>(f: Faults, path: string, call: () => Promise<T>): Promise<T> {
  if (!applies(f, path)) return call();
  if (f.latencyMs) await sleep(f.latencyMs);
  const kind = pickFault(f);
  const injected = (f.injected ??= { failed: 0, lostAnswers: 0 });
  if (kind === 'fail') {
    injected.failed += 1;
    throw new ApiError('SYSTEM_ERROR', 'system error (injected fault)');
  }
  if (kind === 'none') return call();
  // Counted before the call runs, so calls running together cannot pass the limit; a call that fails by itself
  // loses no answer and gives the count back.
  injected.lostAnswers += 1;
  try {
    await call();
  } catch (e) {
    injected.lostAnswers -= 1;
    throw e;
  }
  const mode = f.lostAnswerMode ?? 'error';
  throw new LostAnswer(mode === 'drop' || (mode === 'either' && Math.random() < 0.5));
}
