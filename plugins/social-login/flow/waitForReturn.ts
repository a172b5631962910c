import { ApiError } from '../../../core/api/ApiError';
import type { ProviderWindow } from '../providerWindow';
import { RETURN_CHANNEL, parseReturnMessage } from './returnMessage';

const POLL_MS = 400;
/** The return page posts and closes at once; let its message land before calling it a close. */
const CLOSE_GRACE_MS = 600;

const popupClosed = () => new ApiError('POPUP_CLOSED', 'popup closed by user', 0, 'socialLogin');

/**
 * Waits for the provider's answer to this sign-in (matched by its one-time state). Resolves with
 * the code when the person allowed; rejects with POPUP_CLOSED when they denied, closed the
 * window, or let the sign-in expire (§8 popup closed by user: login failed, retry).
 */
export function waitForReturn(
  popup: ProviderWindow,
  state: string,
  timeoutMs: number,
): Promise<{ code: string }> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(RETURN_CHANNEL);
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      channel.close();
      clearInterval(poll);
      clearTimeout(expiry);
      settle();
    };
    channel.onmessage = (event: MessageEvent) => {
      const message = parseReturnMessage(event.data);
      // another tab's sign-in, a replayed answer or noise: not ours
      if (!message || message.state !== state) return;
      if ('code' in message) finish(() => resolve({ code: message.code }));
      else finish(() => reject(popupClosed()));
    };
    const poll = setInterval(() => {
      if (!popup.isClosed()) return;
      clearInterval(poll);
      setTimeout(() => finish(() => reject(popupClosed())), CLOSE_GRACE_MS);
    }, POLL_MS);
    const expiry = setTimeout(() => {
      popup.close();
      finish(() => reject(popupClosed()));
    }, timeoutMs);
  });
}
