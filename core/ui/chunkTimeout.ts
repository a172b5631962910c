import { ChunkLoadError, withChunkAddress } from './chunkFailure';

/**
 * §9 "Chunk load timeout 120000 ms" (§8: script timeout 120 seconds). The browser itself waits
 * far longer for a stalled file, and a lazy part that never arrives would spin for ever.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Runs a chunk loader and settles with it, or, when it has not settled after `timeoutMs`, fails
 * with a chunk-load error that names `what` (the chunk's address when known, else the part being
 * loaded). A browser failure without an address gets `what` as its address too.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  what: string,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError({ type: 'script', url: what }, `no answer after ${timeoutMs / 1000} s`),
      );
    }, timeoutMs);
    const settle = () => clearTimeout(timer);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(withChunkAddress(error, what));
      },
    );
  });
}
