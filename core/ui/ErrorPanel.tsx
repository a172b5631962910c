import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/ApiError';

/** Shows a failure in words from the error catalogue, with a retry when one makes sense. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('core');
  return (
    <div className="wl-error-panel" role="alert">
      <p>{t(errorMessageKey(error))}</p>
      {onRetry && (
        <button type="button" className="wl-button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}
