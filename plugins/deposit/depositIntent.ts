import type { DepositInput } from './api';
import { sessionStore } from '../../core/session/browserStorage';

/**
 * The request of the deposit intent in flight, kept in sessionStorage beside core's idempotency key
 * (`wl.intent.deposit`, useSubmit's intentScope). After a reload in the middle of a submit the
 * person types the same order again: it is the same intent, so it must reuse the stored key and
 * get the first order back, not a second one. Another order is a new intent. Logout clears it
 * with the rest of the session storage.
 */
const REQUEST_KEY = 'wl.intent.deposit.request';

const fingerprint = (input: DepositInput) =>
  JSON.stringify([input.channelId, input.method, input.amount, input.payerName ?? '']);

/** Whether this request is the one whose intent is still open (sent, answer not yet seen). */
export function isOpenIntent(input: DepositInput): boolean {
  return sessionStore()?.getItem(REQUEST_KEY) === fingerprint(input);
}

export function openIntent(input: DepositInput): void {
  sessionStore()?.setItem(REQUEST_KEY, fingerprint(input));
}

export function closeIntent(): void {
  sessionStore()?.removeItem(REQUEST_KEY);
}
