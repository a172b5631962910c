import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { queryClient, shouldRetryRead } from './queryClient';

const failure = (code: ConstructorParameters<typeof ApiError>[0]) =>
  new ApiError(code, '', 500, 'gameList');

describe('shouldRetryRead', () => {
  it('retries transient failures eight times, others never', () => {
    expect(shouldRetryRead(0, failure('SYSTEM_ERROR'))).toBe(true);
    expect(shouldRetryRead(7, failure('NETWORK'))).toBe(true);
    expect(shouldRetryRead(8, failure('NETWORK'))).toBe(false);
    expect(shouldRetryRead(0, failure('NOT_LOGGED_IN'))).toBe(false);
  });
});

describe('the app query client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries a failing read again on the backoff schedule until it answers', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('SYSTEM_ERROR'))
      .mockRejectedValueOnce(failure('SYSTEM_ERROR'))
      .mockRejectedValueOnce(failure('TIMEOUT'))
      .mockResolvedValue('games');
    const result = queryClient.fetchQuery({ queryKey: ['flaky'], queryFn: read });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('games');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('never retries a mutation: money is never sent twice', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(failure('SYSTEM_ERROR'));
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send });
    const settled = expect(mutation.execute(undefined)).rejects.toMatchObject({
      code: 'SYSTEM_ERROR',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(send).toHaveBeenCalledTimes(1);
  });
});
