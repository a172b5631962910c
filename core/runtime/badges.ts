import { proxy } from 'valtio';
import type { BadgeCounter } from '../plugin/definePlugin';
import { onSessionCleared, session } from '../session/session';

/**
 * Counts shown beside menu entries (§2: messageV2, rewardCenter, missionLeaderboard above 0),
 * by page or entry key. Plugins set them; the member-centre menu reads `badges[page.key]`, the
 * account menu `badges[entry.key]`. They describe the member, so logout clears them.
 */
export const badges = proxy<Record<string, number>>({});

/** Sets the count shown on the entry with this key; 0 (or less) shows nothing. */
export function setBadge(key: string, count: number): void {
  badges[key] = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

const counters = new Map<string, BadgeCounter>();
const reading = new Map<string, AbortController>();

/** The signed-in parts' counters (core/plugin/signedInParts.ts), by entry key. */
export function registerBadgeCounters(counts: Record<string, BadgeCounter>): void {
  for (const [key, counter] of Object.entries(counts)) counters.set(key, counter);
}

/**
 * Reads the count of one entry again (after a claim, say). Only a real member has counts (§4:
 * notification counts load after member info, except for trial users). A newer read replaces an
 * older one still under way; a read that fails leaves the count as it was, since the page the
 * badge leads to reports the failure itself.
 */
export async function refreshBadge(key: string): Promise<void> {
  const counter = counters.get(key);
  if (!counter || !session.isLogin || session.isTrial) return;
  reading.get(key)?.abort();
  const controller = new AbortController();
  reading.set(key, controller);
  try {
    const count = await counter({ signal: controller.signal });
    if (!controller.signal.aborted) setBadge(key, count);
  } catch {
    // kept as it was, see above
  } finally {
    if (reading.get(key) === controller) reading.delete(key);
  }
}

/** Reads every registered count (the signed-in moment). */
export function refreshAllBadges(): Promise<void> {
  return Promise.all([...counters.keys()].map(refreshBadge)).then(() => undefined);
}

/** Forgets every count (logout, expired session) and stops the reads under way. */
export function clearBadges(): void {
  for (const controller of reading.values()) controller.abort();
  reading.clear();
  for (const key of Object.keys(badges)) delete badges[key];
}

onSessionCleared(clearBadges);
