import { useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '../../api/ApiError';
import i18next from 'i18next';
import { showAlert } from '../../runtime/alerts';
import { showToast } from '../toast/toasts';
import { useOptionalRuntime } from '../../runtime/RuntimeContext';

const THROTTLE_MS = 1000;
/** The schema's default of site.limits.smsCountdownSeconds, where no site is at hand (unit tests). */
const DEFAULT_SECONDS = 60;

/** Asks the platform to text a code; which call depends on what the code is for. */
export type SendSmsCode = (
  mobileNum: string,
  countryDialingCode?: string,
) => Promise<{ expiredMinutes?: unknown }>;

/**
 * §4 SMS countdown: the resend wait is expiredMinutes × 60 s; when the answer lacks it, the site's
 * own limit (site.limits.smsCountdownSeconds, §9).
 */
export function countdownSeconds(
  expiredMinutes: unknown,
  fallbackSeconds: number = DEFAULT_SECONDS,
): number {
  return typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
    ? Math.round(expiredMinutes * 60)
    : fallbackSeconds;
}

/**
 * Sends SMS codes for one form: at most one request a second (§9), then the send button stays
 * disabled while the countdown runs. A refusal shows the catalogue's message in a dialog (§8).
 */
export function useSmsCountdown(sendCode: SendSmsCode) {
  const fallbackSeconds = useOptionalRuntime()?.site.limits.smsCountdownSeconds ?? DEFAULT_SECONDS;
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const lastRequest = useRef(0);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  /** Resolves true when the code was sent and the countdown started. */
  const send = async (mobileNum: string, countryDialingCode?: string): Promise<boolean> => {
    const started = Date.now();
    if (sending || secondsLeft > 0 || started - lastRequest.current < THROTTLE_MS) return false;
    lastRequest.current = started;
    setSending(true);
    try {
      const answer = await sendCode(mobileNum, countryDialingCode);
      const ends = Date.now() + countdownSeconds(answer.expiredMinutes, fallbackSeconds) * 1000;
      setNow(Date.now());
      setEndsAt(ends);
      showToast({ title: i18next.t('success.code_sent', { ns: 'core' }), tone: 'success' });
      return true;
    } catch (error) {
      showAlert({ messageKey: errorMessageKey(error) });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { secondsLeft, sending, send };
}
