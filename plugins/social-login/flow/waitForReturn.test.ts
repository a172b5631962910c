import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import type { ProviderWindow } from '../providerWindow';
import { RETURN_CHANNEL } from './returnMessage';
import { waitForReturn } from './waitForReturn';

const STATE = 'a'.repeat(64);
const CODE = 'b'.repeat(64);

function fakeWindow() {
  let closed = false;
  const popup: ProviderWindow & { shut: () => void } = {
    go: vi.fn(),
    close: vi.fn(() => {
      closed = true;
    }),
    isClosed: () => closed,
    shut: () => {
      closed = true;
    },
  };
  return popup;
}

/** Posts as the return page in the provider window would. */
function answer(message: unknown) {
  const channel = new BroadcastChannel(RETURN_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waitForReturn', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the code of its own sign-in and ignores other answers', async () => {
    const waiting = waitForReturn(fakeWindow(), STATE, 10_000);
    answer({ state: 'c'.repeat(64), code: CODE }); // another tab's sign-in
    answer({ state: STATE, code: 'javascript:alert(1)' }); // malformed
    answer({ state: STATE, code: CODE });
    await expect(waiting).resolves.toEqual({ code: CODE });
  });

  it('fails with POPUP_CLOSED when the person denies', async () => {
    const waiting = waitForReturn(fakeWindow(), STATE, 10_000);
    answer({ state: STATE, error: 'access_denied' });
    await expect(waiting).rejects.toMatchObject({ code: 'POPUP_CLOSED' });
  });

  it('fails with POPUP_CLOSED when the person closes the window', async () => {
    const popup = fakeWindow();
    const waiting = waitForReturn(popup, STATE, 10_000);
    popup.shut();
    const error: unknown = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('errors.popup_closed');
  });

  it('still takes an answer posted just before the window closed itself', async () => {
    const popup = fakeWindow();
    const waiting = waitForReturn(popup, STATE, 10_000);
    popup.shut();
    await settle(450); // the poll has seen the window closed; the grace period runs
    answer({ state: STATE, code: CODE });
    await expect(waiting).resolves.toEqual({ code: CODE });
  });

  it('gives up and closes the window when the sign-in expires', async () => {
    const popup = fakeWindow();
    const waiting = waitForReturn(popup, STATE, 50);
    await expect(waiting).rejects.toMatchObject({ code: 'POPUP_CLOSED' });
    expect(popup.close).toHaveBeenCalled();
  });
});
