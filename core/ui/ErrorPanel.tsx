import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/ApiError';

type ErrorPanelProps = {
  onRetry?: () => void;
  /** Label of the retry button (core namespace); `actions.retry` unless stated. */
  retryLabelKey?: string;
  /** Values for the message's placeholders. */
  params?: Record<string, string>;
} & ({ error: unknown; messageKey?: never } | { messageKey: string; error?: never });

/** Shows a failure in words from the error catalogue, with a retry when one makes sense. */
export function ErrorPanel({
  error,
  messageKey,
  params,
  onRetry,
  retryLabelKey = 'actions.retry',
}: ErrorPanelProps) {
  const { t } = useTranslation('core');
  return (
    <div className="wl-error-panel" role="alert">
      <p>{t(messageKey ?? errorMessageKey(error), params)}</p>
      {onRetry && (
        <button type="button" className="wl-button" onClick={onRetry}>
          {t(retryLabelKey)}
        </button>
      )}
    </div>
  );
}
