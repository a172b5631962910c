import { request } from '../api/request';
import { clearSession, session } from './session';

/** How long logout waits for the platform before it clears the session anyway. */
export const LOGOUT_WAIT_MS = 5_000;

/** Where §4 sends a person after logout: an agent back to the agent side, anyone else home. */
export type LogoutLanding = '/agent' | '/';

/**
 * §4 Logout: tells the platform (so it forgets the token), then clears the local session
 * whatever the platform answered: an error, no answer within LOGOUT_WAIT_MS, or no network.
 * A person who asked to leave must never stay logged in because the platform did not reply.
 * Clearing takes everything of the member with it: session storage (so the money intents
 * `wl.intent.*` too), and through onSessionCleared the query cache, menu badges and toasts.
 */
export async function endSession(): Promise<LogoutLanding> {
  const landing: LogoutLanding = session.isAgent ? '/agent' : '/';
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Our own deadline as well as the request's: whatever request() does underneath (a retry, a
  // slow proxy), the person is not kept waiting longer than this.
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve();
    }, LOGOUT_WAIT_MS);
  });
  try {
    await Promise.race([
      request('logout', {}, { signal: abort.signal, timeoutMs: LOGOUT_WAIT_MS }),
      deadline,
    ]);
  } catch (error) {
    console.warn('[core] logout call failed; the session is cleared anyway', error);
  } finally {
    clearTimeout(timer);
    clearSession();
  }
  return landing;
}
