import { proxy } from 'valtio';
import { onSessionCleared } from '../session/session';

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

/** Forgets every count (logout, expired session). */
export function clearBadges(): void {
  for (const key of Object.keys(badges)) delete badges[key];
}

onSessionCleared(clearBadges);
