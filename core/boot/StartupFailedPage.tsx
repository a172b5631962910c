import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { StartupError } from '../plugin/startupError';
import { StatusPage } from './StatusPage';

/** The code support asks for: the catalogue's or the start-up error's, never a guess. */
export function startupErrorCode(error: unknown): string {
  if (error instanceof StartupError || error instanceof ApiError) return error.code;
  return 'UNEXPECTED';
}

/**
 * Shown when the app cannot start (STYLE.md habit 4): what failed, in words, with the code and
 * plugin for support, and a retry. A failure a retry can cure (the network, the platform) gets
 * `action`, the countdown to its own next try (RetryCountdown.tsx, §9); otherwise, or when the
 * countdown's file could not load, a reload button. Never a blank screen.
 */
export function StartupFailedPage({ error, action }: { error: unknown; action?: ReactNode }) {
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
      <p data-testid="startup-error-code">
        {t('startup_failed.code', { code: startupErrorCode(error) })}
      </p>
      <pre className="wl-status-page__detail" data-testid="startup-error">
        {detail}
      </pre>
      {action ?? (
        <button type="button" className="wl-button" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </button>
      )}
    </StatusPage>
  );
}
