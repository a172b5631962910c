import { proxy, subscribe } from 'valtio';
import { request } from '../api/request';
import { onSessionCleared, session, type ConsolidatedSettings, type SessionState } from './session';
import { SESSION_KEYS } from './storageKeys';
import { sessionStore } from './browserStorage';

/** The module that gates the consolidated call (platform-facts.md). */
export const CONSOLIDATED_MODULE = 'AGENTPOLICY3';

/**
 * Where the consolidated call of the current session stands: the token it was made for, and
 * whether it has settled (answered or failed). The agent centre waits for it before choosing a
 * page, so a reload of a contract page's address lands on that page, not on the first one.
 */
export const consolidatedLoad = proxy({ token: null as string | null, settled: false });

/** §4: the call runs for a signed-in real member (never a trial user) while AGENTPOLICY3 is on. */
export function consolidatedWanted(
  who: Pick<SessionState, 'isLogin' | 'isTrial'>,
  flags: ReadonlySet<string>,
): boolean {
  return who.isLogin && !who.isTrial && flags.has(CONSOLIDATED_MODULE);
}

/** True once the current session's consolidated call has settled (or is not wanted at all). */
export function consolidatedSettled(
  who: Pick<SessionState, 'isLogin' | 'isTrial' | 'token'>,
  flags: ReadonlySet<string>,
  load: { token: string | null; settled: boolean } = consolidatedLoad,
): boolean {
  if (!consolidatedWanted(who, flags)) return true;
  return load.token === who.token && load.settled;
}

let inFlight: Promise<void> | null = null;

/** Saves the answer under the §3 session keys and in the session store. */
function keep(flags: ConsolidatedSettings): void {
  session.consolidated = flags;
  const store = sessionStore();
  store?.setItem(SESSION_KEYS.consolidated, JSON.stringify(flags));
  store?.setItem(SESSION_KEYS.enableSalary, String(flags.enableSalary));
  store?.setItem(SESSION_KEYS.enableContract, String(flags.enableContract));
}

/**
 * §4 Login success: reads the consolidated contract flags once per session (a new token is a new
 * session). A failure is logged and leaves every contract page hidden; the rest of the agent
 * centre works without them. An answer that arrives after logout, or for a session that was
 * replaced meanwhile, is dropped.
 */
export function loadConsolidated(flags: ReadonlySet<string>): Promise<void> {
  const token = session.token;
  if (!token || !consolidatedWanted(session, flags)) return Promise.resolve();
  if (consolidatedLoad.token === token) return inFlight ?? Promise.resolve();
  consolidatedLoad.token = token;
  consolidatedLoad.settled = false;
  const current = () => consolidatedLoad.token === token && session.token === token;
  inFlight = request('consolidatedSettings', {})
    .then(
      (answer) => {
        if (current()) keep(answer);
      },
      (error: unknown) => {
        console.warn('[core] consolidated settings failed: contract pages stay hidden', error);
      },
    )
    .finally(() => {
      if (consolidatedLoad.token === token) consolidatedLoad.settled = true;
    });
  return inFlight;
}

onSessionCleared(() => {
  consolidatedLoad.token = null;
  consolidatedLoad.settled = false;
  inFlight = null;
});

let stopWatching: (() => void) | null = null;

/**
 * Boot starts this at the first signed-in moment: every sign-in from then on (login, a forced
 * password change completed, a member switch) reads the flags of its own session.
 */
export function watchConsolidated(flags: ReadonlySet<string>): void {
  stopWatching?.();
  const readForSession = () => void loadConsolidated(flags);
  stopWatching = subscribe(session, readForSession);
  readForSession();
}
