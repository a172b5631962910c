import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { StartupError } from '../plugin/startupError';
import { startupRetryDelay, untilAnswered, type ShowStartupFailure } from './retryStartup';

const networkDown = () => new ApiError('NETWORK', '', 0, 'status');

describe('startupRetryDelay', () => {
  it('waits 2 s, doubling, at most a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(startupRetryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('untilAnswered', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries quietly first, and answers without a failure page when that is enough', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValue('open');
    const showFailure = vi.fn<ShowStartupFailure>();
    const answer = untilAnswered(read, showFailure);
    await vi.advanceTimersByTimeAsync(250);
    await expect(answer).resolves.toBe('open');
    expect(showFailure).not.toHaveBeenCalled();
  });

  it('then shows the failure page with a growing delay until the call answers', async () => {
    let calls = 0;
    const read = vi.fn(async () => {
      calls += 1;
      // Two rounds of five tries fail; the first try of the third round answers.
      if (calls <= 10) throw networkDown();
      return 'open';
    });
    const delays: number[] = [];
    const showFailure = vi.fn<ShowStartupFailure>(async (error, retryInMs) => {
      expect(error).toMatchObject({ code: 'NETWORK' });
      delays.push(retryInMs);
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    });
    const answer = untilAnswered(read, showFailure);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(answer).resolves.toBe('open');
    expect(delays).toEqual([2_000, 4_000]);
    expect(read).toHaveBeenCalledTimes(11);
  });

  it('does not retry what a retry cannot cure', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new StartupError('PROVIDER_MISSING', 'no login'));
    const showFailure = vi.fn<ShowStartupFailure>();
    await expect(untilAnswered(read, showFailure)).rejects.toMatchObject({
      code: 'PROVIDER_MISSING',
    });
    expect(read).toHaveBeenCalledTimes(1);
    expect(showFailure).not.toHaveBeenCalled();
  });
});
