// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { badges, setBadge } from '../runtime/badges';
import { INTENT_STORAGE_PREFIX } from '../money/intentStore';
import { showToast, toasts } from '../ui/toast/toasts';
import { endSession, LOGOUT_WAIT_MS } from './endSession';
import { onSessionCleared, session, setMember, setMerchant, setToken } from './session';

vi.mock('../api/request', () => ({ request: vi.fn() }));

const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<
    (name: string, params: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>
  >
>;

function logIn(type = 0) {
  setMerchant('m1');
  setToken('tok');
  setMember({ id: 5, account: 'acc5', username: 'ann', nickname: 'Ann', type });
}

function expectLoggedOut() {
  expect(session.token).toBeNull();
  expect(session.isLogin).toBe(false);
  expect(session.member).toBeNull();
  expect({ ...sessionStorage }).toEqual({ merchant: 'm1', merchantCode: 'm1' });
}

beforeEach(() => {
  sessionStorage.clear();
  requestMock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('endSession', () => {
  it('tells the platform with the token still set, then clears the session', async () => {
    logIn();
    requestMock.mockImplementation(async () => {
      expect(session.token).toBe('tok');
      return { loggedOut: true };
    });
    expect(await endSession()).toBe('/');
    expect(requestMock).toHaveBeenCalledWith('logout', {}, expect.objectContaining({}));
    expectLoggedOut();
  });

  it.each([
    ['a platform error', new ApiError('SYSTEM_ERROR', 'boom', 500, 'logout')],
    ['a network failure', new ApiError('NETWORK', 'offline', 0, 'logout')],
    ['a timeout', new ApiError('TIMEOUT', '', 0, 'logout')],
    ['an expired token', new ApiError('NOT_LOGGED_IN', '', 401, 'logout')],
  ])('clears the session after %s', async (_name, error) => {
    logIn();
    requestMock.mockRejectedValue(error);
    await expect(endSession()).resolves.toBe('/');
    expectLoggedOut();
  });

  it('clears the session when the platform never answers, after LOGOUT_WAIT_MS', async () => {
    vi.useFakeTimers();
    logIn();
    let signal: AbortSignal | undefined;
    requestMock.mockImplementation((_name, _params, options) => {
      signal = options?.signal;
      return new Promise(() => undefined);
    });
    const ended = endSession();
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(session.isLogin).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ended).resolves.toBe('/');
    expect(signal?.aborted).toBe(true);
    expectLoggedOut();
  });

  it('empties what registered for the end of the session (the query cache)', async () => {
    logIn();
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    requestMock.mockRejectedValue(new ApiError('NETWORK', '', 0, 'logout'));
    await endSession();
    stop();
    expect(cleared).toHaveBeenCalled();
  });

  it('leaves no badge, toast or money intent of the member behind', async () => {
    logIn();
    setBadge('messageV2', 2);
    showToast({ title: 'Deposit arrived', body: '1,000.00' });
    sessionStorage.setItem(`${INTENT_STORAGE_PREFIX}deposit`, 'f'.repeat(32));
    requestMock.mockResolvedValue({ loggedOut: true });
    await endSession();
    expect({ ...badges }).toEqual({});
    expect(toasts.list).toEqual([]);
    expectLoggedOut(); // session storage holds the merchant values only
  });

  it('sends an agent back to the agent side', async () => {
    logIn(41);
    requestMock.mockResolvedValue({ loggedOut: true });
    expect(await endSession()).toBe('/agent');
    expect(session.isAgent).toBe(false);
  });
});
