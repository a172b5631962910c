import { useEffect } from 'react';

/**
 * Calls `advance` once `delayMs` after the last change of `restartKey` while `running`.
 * Keyed on the shown slide, so a manual step restarts the full delay instead of the automatic
 * step following right after it; stopping clears the pending step at once.
 */
export function useAutoAdvance(
  advance: (() => void) | null,
  running: boolean,
  delayMs: number,
  restartKey: unknown,
): void {
  useEffect(() => {
    if (!advance || !running) return;
    const timer = window.setTimeout(advance, delayMs);
    return () => window.clearTimeout(timer);
  }, [advance, running, delayMs, restartKey]);
}
