import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { READ_RETRY, backoffDelay, isTransient, withRetry } from './backoff';

const failure = (code: ConstructorParameters<typeof ApiError>[0]) =>
  new ApiError(code, '', 500, 'gameList');

describe('isTransient', () => {
  it('retries the network, timeouts and platform errors, nothing refused on purpose', () => {
    expect(isTransient(failure('NETWORK'))).toBe(true);
    expect(isTransient(failure('TIMEOUT'))).toBe(true);
    expect(isTransient(failure('SYSTEM_ERROR'))).toBe(true);
    expect(isTransient(failure('NOT_LOGGED_IN'))).toBe(false);
    expect(isTransient(failure('WRONG_CREDENTIALS'))).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, drawn from the upper half', () => {
    const policy = { baseMs: 400, maxMs: 4_000 };
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, policy, () => 1))).toEqual([
      400, 800, 1_600, 3_200, 4_000, 4_000,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, policy, () => 0))).toEqual([
      200, 400, 800, 1_600, 2_000, 2_000,
    ]);
  });

  it('keeps the whole read schedule inside 12 s', () => {
    const waits = Array.from({ length: READ_RETRY.retries }, (_, retry) =>
      backoffDelay(retry, READ_RETRY, () => 1),
    );
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(12_000);
  });
});

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again after each transient failure, on the backoff schedule', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('SYSTEM_ERROR'))
      .mockRejectedValueOnce(failure('NETWORK'))
      .mockResolvedValue('games');
    const result = withRetry(read);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('games');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last retry with the last failure', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(failure('TIMEOUT'));
    const result = withRetry(read, { retries: 2, baseMs: 100, maxMs: 1_000 });
    const settled = expect(result).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(300);
    await settled;
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure the server meant', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(failure('NOT_LOGGED_IN'));
    await expect(withRetry(read)).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(failure('NETWORK'));
    const controller = new AbortController();
    const result = withRetry(read, READ_RETRY, controller.signal);
    const settled = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(read).toHaveBeenCalledTimes(1);
  });
});
