import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The failure page's countdown to its own next try, in a file of its own: only a failed start-up
 * loads it, so the first paint of every healthy visit does not pay for it.
 */

/** The page's own next try: when it comes, and what starts it. */
export interface StartupRetry {
  inMs: number;
  onRetry: () => void;
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

export function RetryCountdown({ retry }: { retry: StartupRetry }) {
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
