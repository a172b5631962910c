import i18next from 'i18next';
import type { ChunkFailure } from './chunkFailure';

/** The values of the chunk-load message (§8): the file's kind in the reader's language, its address. */
export function chunkMessageParams(failure: ChunkFailure): { type: string; url: string } {
  return { type: i18next.t(`chunk_type.${failure.type}`, { ns: 'core' }), url: failure.url };
}
