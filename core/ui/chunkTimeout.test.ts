import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, describeChunkFailure } from './chunkFailure';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunkTimeout';

const WHAT = 'http://angkor.localhost:4511/assets/HelpPage-w2HEJ2rj.js';

/** A loader that settles only when the test says so. */
function pendingLoader<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

/** Records how a promise settled, without letting a rejection go unhandled. */
function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout (§9 chunk load timeout)', () => {
  it('is 120 000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails with a chunk-load error naming the chunk once 120 s pass unsettled, not before', async () => {
    const loader = pendingLoader<{ default: string }>();
    const seen = watch(withChunkTimeout(loader.load, WHAT));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(ChunkLoadError);
    expect(describeChunkFailure(seen.error)).toEqual({ type: 'script', url: WHAT });
    expect((seen.error as Error).message).toBe(`no answer after 120 s (script: ${WHAT})`);
    // a late answer changes nothing
    loader.resolve({ default: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBeUndefined();
  });

  it('settles with the loader when it answers in time, and leaves no timer behind', async () => {
    const loader = pendingLoader<{ default: string }>();
    const seen = watch(withChunkTimeout(loader.load, WHAT));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000);
    loader.resolve({ default: 'page' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toEqual({ default: 'page' });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(seen.error).toBeUndefined();
  });

  it("passes the browser's failure on at once, with the chunk named where the browser did not", async () => {
    const chromium = new TypeError(`Failed to fetch dynamically imported module: ${WHAT}`);
    const failed = watch(withChunkTimeout(() => Promise.reject(chromium), 'help page /help'));
    const safari = watch(
      withChunkTimeout(
        () => Promise.reject(new TypeError('Importing a module script failed.')),
        'help page /help',
      ),
    );
    const thrown = watch(
      withChunkTimeout(() => {
        throw new TypeError(`Failed to fetch dynamically imported module: ${WHAT}`);
      }, 'help page /help'),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error).toBe(chromium);
    expect(describeChunkFailure(safari.error)).toEqual({ type: 'script', url: 'help page /help' });
    expect(describeChunkFailure(thrown.error)).toEqual({ type: 'script', url: WHAT });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another limit where one is given', async () => {
    const seen = watch(withChunkTimeout(pendingLoader<number>().load, WHAT, 5_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(describeChunkFailure(seen.error)).toEqual({ type: 'script', url: WHAT });
  });
});
