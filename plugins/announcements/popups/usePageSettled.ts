import { useEffect, useState } from 'react';
import { usePageLoaded } from '../motion/usePageLoaded';

/**
 * True a moment after the page has loaded. The popup and its sanitiser are a separate chunk that
 * waits for this, so they never compete with the first paint (the bundle and LCP budgets).
 */
export function usePageSettled(delayMs: number): boolean {
  const loaded = usePageLoaded();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!loaded || settled) return;
    const timer = window.setTimeout(() => setSettled(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [loaded, settled, delayMs]);
  return settled;
}
