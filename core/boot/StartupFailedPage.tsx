import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { StartupError } from '../plugin/startupError';
import { StatusPage } from './StatusPage';

/**
 * Shown when the app cannot start (STYLE.md habit 4): what failed, in words, with the code and
 * plugin for support, and a retry. Never a blank screen.
 */
export function StartupFailedPage({ error }: { error: unknown }) {
  const { t } = useTranslation('core');
  const detail =
    error instanceof StartupError
      ? `${error.code}: ${error.message}`
      : error instanceof ApiError
        ? t(error.messageKey)
        : error instanceof Error
          ? error.message
          : String(error);
  return (
    <StatusPage brand="" title={t('startup_failed.title')}>
      <p>{t('startup_failed.message')}</p>
      <pre className="wl-status-page__detail" data-testid="startup-error">
        {detail}
      </pre>
      <button type="button" className="wl-button" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </button>
    </StatusPage>
  );
}
