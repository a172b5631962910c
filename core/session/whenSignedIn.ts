import { subscribe } from 'valtio';
import { session } from './session';

/**
 * Runs `start` once, at the first moment this tab is signed in (now, if it already is), so code
 * only members need loads with the first sign-in rather than on every visitor's first page.
 */
export function whenSignedIn(start: () => unknown): void {
  if (session.isLogin) {
    void start();
    return;
  }
  const stop = subscribe(session, () => {
    if (!session.isLogin) return;
    stop();
    void start();
  });
}
