import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../../core/session/browserStorage';

/** The visitor's answer to the banner; `null` (no answer yet) measures nothing, like a refusal. */
export type ConsentChoice = 'granted' | 'denied';

const PREFIX = 'wl.analytics.consent.';

/**
 * Where a brand keeps the choice: in localStorage, because it is about the browser, not about a
 * member (logout clears only sessionStorage, core/session/session.ts clearSession, so it stays),
 * and per brand id, because in development every brand shares one origin (?site=<id>).
 */
export const consentKey = (siteId: string): string => `${PREFIX}${siteId}`;

// The answers given in this page view. They win over storage, so where storage refuses a write (a
// privacy mode, a full quota) the answer still holds here; another tab's newer answer (the
// storage event) clears them.
const memory = new Map<string, ConsentChoice>();
const listeners = new Set<() => void>();

const isChoice = (value: unknown): value is ConsentChoice =>
  value === 'granted' || value === 'denied';

/** The brand's stored choice; null when the visitor has not answered (or it is unreadable). */
export function readConsent(siteId: string): ConsentChoice | null {
  const key = consentKey(siteId);
  const given = memory.get(key);
  if (given) return given;
  try {
    const stored = localStore()?.getItem(key);
    return isChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Records the visitor's answer and tells every reader of this page. */
export function writeConsent(siteId: string, choice: ConsentChoice): void {
  const key = consentKey(siteId);
  memory.set(key, choice);
  try {
    localStore()?.setItem(key, choice);
  } catch {
    // Refused: the memory copy holds for this page view. An older answer left in storage must
    // not come back on the next one (a withdrawal turned into a grant): the banner asks again.
    try {
      localStore()?.removeItem(key);
    } catch {
      // nothing stored can be read back either
    }
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` on every change of a choice: this page's, and another tab's (a withdrawal
 * there stops the measuring here too, without waiting for a reload).
 */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.startsWith(PREFIX)) return;
    if (event.key === null) memory.clear();
    else memory.delete(event.key);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The brand's choice, re-rendering on every change. */
export function useConsent(siteId: string): ConsentChoice | null {
  const read = useCallback(() => readConsent(siteId), [siteId]);
  return useSyncExternalStore(subscribeConsent, read, read);
}
