import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { StartupError } from '../plugin/startupError';
import { StatusPage } from './StatusPage';

/** The page's own next try: when it comes, and what starts it. */
export interface StartupRetry {
  inMs: number;
  onRetry: () => void;
}

/** The code support asks for: the catalogue's or the start-up error's, never a guess. */
export function startupErrorCode(error: unknown): string {
  if (error instanceof StartupError || error instanceof ApiError) return error.code;
  return 'UNEXPECTED';
}

/** Whole seconds from now until `dueAt` (epoch ms), ticking each second; `onDue` once at zero. */
function useCountdown(dueAt: number | null, onDue: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(() =>
    dueAt === null ? 0 : Math.ceil((dueAt - Date.now()) / 1000),
  );
  useEffect(() => {
    if (dueAt === null) return;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((dueAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        onDue();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [dueAt, onDue]);
  return secondsLeft;
}

function RetryCountdown({ retry }: { retry: StartupRetry }) {
  const { t } = useTranslation('core');
  const [dueAt] = useState(() => Date.now() + retry.inMs);
  const [retrying, setRetrying] = useState(false);
  const { onRetry } = retry;
  const start = useCallback(() => {
    setRetrying(true);
    onRetry();
  }, [onRetry]);
  // Once a try has started (by the button or the clock) the clock stops: one try at a time.
  const secondsLeft = useCountdown(retrying ? null : dueAt, start);
  return (
    <>
      {/* Polite: the countdown is news, not an emergency; it is read once the reader is idle. */}
      <p role="status" aria-live="polite" aria-atomic="true" data-testid="startup-retry">
        {retrying
          ? t('startup_failed.retrying')
          : t('startup_failed.retry_in', { count: secondsLeft })}
      </p>
      <button type="button" className="wl-button" disabled={retrying} onClick={start}>
        {t('actions.retry')}
      </button>
    </>
  );
}

/**
 * Shown when the app cannot start (STYLE.md habit 4): what failed, in words, with the code and
 * plugin for support, and a retry. A failure a retry can cure (the network, the platform) also
 * retries by itself on a growing delay, with the countdown on screen (§9). Never a blank screen.
 */
export function StartupFailedPage({ error, retry }: { error: unknown; retry?: StartupRetry }) {
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
      {retry ? (
        <RetryCountdown retry={retry} />
      ) : (
        <button type="button" className="wl-button" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </button>
      )}
    </StatusPage>
  );
}
