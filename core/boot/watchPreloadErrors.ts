import { describeChunkFailure } from '../ui/chunkFailure';

/**
 * Logs every failure of Vite's preload helper (a stylesheet or a preloaded script of a lazy
 * chunk, e.g. after a deploy replaced it) with its kind and address. The event is deliberately
 * not cancelled: left alone, the helper rejects the import, so the part that asked for it shows
 * the chunk-load message with a reload (§8). Nor does it reload by itself, as Vite's docs
 * suggest: while a deploy is half done that would loop, and the person's input would be lost.
 */
export function watchPreloadErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', ({ payload }) => {
    const chunk = describeChunkFailure(payload);
    console.error(
      chunk ? `[core] chunk failed to load (${chunk.type}: ${chunk.url})` : '[core] preload failed',
      payload,
    );
  });
}
