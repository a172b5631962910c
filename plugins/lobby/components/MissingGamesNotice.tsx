import { useTranslation } from 'react-i18next';

/**
 * Said when some pages of a catalogue failed every try (§9): the games that arrived stay on
 * screen, and one button asks for the missing pages again.
 */
export function MissingGamesNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <div className="wl-error-panel" role="alert">
      <p>{t('list.incomplete')}</p>
      <button type="button" className="wl-button" onClick={onRetry}>
        {t('list.retry_missing')}
      </button>
    </div>
  );
}
