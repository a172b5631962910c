/**
 * What the provider's return page (pages/ReturnPage.tsx) tells the window that started the
 * sign-in. It travels on a BroadcastChannel, which only documents of this same origin can post
 * to, so no origin check is needed beyond that; the one-time `state` ties it to one sign-in.
 */
export const RETURN_CHANNEL = 'wl-social-login';

export type ReturnMessage = { state: string; code: string } | { state: string; error: string };

const HEX_64 = /^[0-9a-f]{64}$/;

/** The return page's query, or null when it is not a provider's answer. */
export function readReturnQuery(search: string): ReturnMessage | null {
  const params = new URLSearchParams(search);
  return parseReturnMessage({
    state: params.get('state'),
    code: params.get('code') ?? undefined,
    error: params.get('error') ?? undefined,
  });
}

/** Accepts only well-formed answers; anything else on the channel is ignored. */
export function parseReturnMessage(data: unknown): ReturnMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { state, code, error } = data as Record<string, unknown>;
  if (typeof state !== 'string' || !HEX_64.test(state)) return null;
  if (typeof code === 'string' && HEX_64.test(code)) return { state, code };
  if (typeof error === 'string' && error.length > 0 && error.length <= 64) return { state, error };
  return null;
}
