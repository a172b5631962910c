// Latency and failure injection for platform calls; the control API itself is never faulted.
export interface Faults {
  latencyMs: number;
  failureRate: number;
  pathPrefix?: string;
}

export const noFaults = (): Faults => ({ latencyMs: 0, failureRate: 0 });

/** Whether this call should fail; faults are noise, not data, so Math.random is fine here. */
export function applies(f: Faults, path: string): boolean {
  return !f.pathPrefix || path.startsWith(f.pathPrefix);
}

export const shouldFail = (f: Faults) => f.failureRate > 0 && Math.random() < f.failureRate;
