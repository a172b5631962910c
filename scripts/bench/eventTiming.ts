/**
 * Interaction latency the way INP measures it, from Chromium's Event Timing API: an observer on
 * 'event' (durationThreshold 16) and 'first-input' entries, installed before any page script so
 * the first input is seen too. An interaction's latency is the longest `duration` (input to the
 * next paint, rounded to 8 ms) among the entries sharing its interactionId.
 */
import type { Page } from '@playwright/test';
import { quantile } from './stats';

/** The fields of a PerformanceEventTiming entry the benchmark keeps. */
export interface EventTimingEntry {
  entryType: string;
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction: its events and its latency (the longest entry's duration). */
export interface Interaction {
  interactionId: number;
  latency: number;
  events: string[];
  startTime: number;
}

/**
 * Groups entries by interactionId, in order of the interaction's first input. Entries with id 0
 * (hover, pointer moves, scrolls) are not part of any interaction and are left out.
 */
export function groupInteractions(entries: readonly EventTimingEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    const known = byId.get(entry.interactionId);
    if (!known) {
      byId.set(entry.interactionId, {
        interactionId: entry.interactionId,
        latency: entry.duration,
        events: [entry.name],
        startTime: entry.startTime,
      });
      continue;
    }
    known.latency = Math.max(known.latency, entry.duration);
    known.startTime = Math.min(known.startTime, entry.startTime);
    if (!known.events.includes(entry.name)) known.events.push(entry.name);
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/** The figures printed per interaction: runs measured, nearest-rank p50 and p75, and the max. */
export interface LatencySummary {
  runs: number;
  p50: number;
  p75: number;
  max: number;
}

export function summariseLatencies(latencies: readonly number[]): LatencySummary {
  return {
    runs: latencies.length,
    p50: quantile(latencies, 0.5),
    p75: quantile(latencies, 0.75),
    max: Math.max(...latencies),
  };
}

/** Where the page keeps what the observer saw (a global of the page, not of this process). */
const STORE = '__benchEventTiming';

/**
 * Starts recording Event Timing entries in every document the page loads, before the app's own
 * scripts. The init script is a plain string: tsx would wrap a function's inner names in a
 * helper that the page does not have.
 */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const store = (window.${STORE} = []);
    const keep = (list) => {
      for (const e of list.getEntries())
        store.push({
          entryType: e.entryType,
          name: e.name,
          interactionId: e.interactionId ?? 0,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
    };
    new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  })();`);
}

/**
 * The entries recorded in the page's current document. An entry is delivered only after the paint
 * that ends its interaction, so this waits (up to `timeoutMs`) for one with an interactionId, then
 * lets two more frames and a task pass for the rest of the interaction's events.
 */
export async function readEventTiming(page: Page, timeoutMs = 3_000): Promise<EventTimingEntry[]> {
  return page.evaluate(
    async ([store, timeout]) => {
      const entries = (window as unknown as Record<string, EventTimingEntry[] | undefined>)[store];
      if (!entries)
        throw new Error('no Event Timing recorder in the page (call recordEventTiming)');
      const until = performance.now() + timeout;
      while (!entries.some((entry) => entry.interactionId > 0) && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 16));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return entries;
    },
    [STORE, timeoutMs] as const,
  );
}
