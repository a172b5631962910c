import { useTranslation } from 'react-i18next';
import type { ChunkFailure } from './chunkFailure';
import { chunkMessageParams } from './chunkMessage';
import { ErrorPanel } from './ErrorPanel';

/**
 * The chunk-load message (§8) naming the file's kind and address, with a reload: the browser
 * keeps a failed module and React.lazy a failed import, so only a new page fetches it again
 * (after a deploy, the new page also names the new files).
 */
export function ChunkFailurePanel({ failure }: { failure: ChunkFailure }) {
  // Subscribes to language changes, so the file's kind is named in the reader's language.
  useTranslation('core');
  return (
    <ErrorPanel
      messageKey="errors.chunk_load"
      params={chunkMessageParams(failure)}
      retryLabelKey="actions.reload"
      onRetry={() => window.location.reload()}
    />
  );
}
