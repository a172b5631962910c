/** The header's refresh fires at most once per this long (issue 12: never twice within a second). */
export const REFRESH_THROTTLE_MS = 1000;

/**
 * A gate that lets one call through and refuses the next ones until `intervalMs` has passed since
 * the last one that went through. Returns whether this call may go.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
