import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECOND = 1000;

/** "05:07:09": hours, minutes and seconds left. */
export function remaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / SECOND));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/**
 * Time left until the tasks reset, ticking every second (§9 clocks update every second). The
 * ticking figure is not a live region: a screen reader would hear it every second.
 */
export function ResetCountdown({ resetAt, onReset }: { resetAt: string; onReset: () => void }) {
  const { t } = useTranslation('missions');
  const end = Date.parse(resetAt);
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= end;
  useEffect(() => {
    if (passed) return;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, [passed]);
  // The day turned: the new day's tasks come from the platform, once per turn.
  const reset = useRef(onReset);
  useEffect(() => {
    reset.current = onReset;
  }, [onReset]);
  useEffect(() => {
    if (passed) reset.current();
  }, [passed]);
  return (
    <p className="wl-missions__reset">
      {t('daily.resets_in')} <time dateTime={resetAt}>{remaining(end - now)}</time>
    </p>
  );
}
