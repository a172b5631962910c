import { useRef, useState, type FormEvent } from 'react';
import { errorMessageKey } from '../../api/ApiError';
import { sessionStore } from '../../session/browserStorage';

/** What one attempt of a form's intent is given. */
export interface SubmitAttempt {
  /**
   * One key per intent: made at its first attempt, the same on every retry and double click,
   * dropped once an attempt succeeds. Money calls send it as `Idempotency-Key` (DESIGN: state
   * and data), so the platform applies the intent once however often it is sent.
   */
  idempotencyKey: string;
}

export interface SubmitSpec {
  /** Runs before every attempt: marks the failing fields and returns false to send nothing. */
  validate?: () => boolean;
  /** The platform call(s) of the form; a throw becomes the form's error text (§8 catalogue). */
  action: (attempt: SubmitAttempt) => Promise<void>;
  /** After a failed attempt, for what else it spends (e.g. a captcha answer is used up). */
  onError?: (error: unknown) => void;
  /**
   * Names the intent (e.g. 'deposit') so its key also lives in sessionStorage
   * (`wl.intent.<scope>`): a reload in the middle of a submit resumes with the same key, so the
   * platform still applies the intent once. Dropped after success, `newIntent()` or logout.
   */
  intentScope?: string;
  /**
   * A success is the end of it (a claim button: that reward is paid). Further submits do
   * nothing and `done` stays true, so a click landing just after the answer, before the list
   * drops the row, is not a new intent that the platform would then refuse.
   */
  final?: boolean;
}

export interface Submission {
  /** An attempt is running: the submit button is disabled and the form aria-busy. */
  pending: boolean;
  /** With `final`: an attempt succeeded, so nothing more is sent (disable the button). */
  done: boolean;
  /** i18n key (core namespace) of the last attempt's failure, or null. */
  errorKey: string | null;
  /**
   * Validates and sends, unless an attempt of this intent is still running. After a failure,
   * submitting again is the retry: it carries the same idempotency key.
   */
  submit: () => Promise<void>;
  /** For `<form onSubmit>`: keeps the page, then `submit()`. */
  onSubmit: (event: FormEvent) => void;
  /** Hides the failure, e.g. when the person switches to another way of doing the same. */
  clearError: () => void;
  /**
   * The person now asks for something else (another amount or target): the next attempt is a
   * new intent. Call it when the person changes what they ask, not on every render.
   */
  newIntent: () => void;
}

/** 128 random bits as hex; getRandomValues, unlike randomUUID, exists outside secure contexts. */
function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a scoped intent's key waits across a reload; logout clears all session storage. */
export const INTENT_STORAGE_PREFIX = 'wl.intent.';

const INTENT_KEY_SHAPE = /^[0-9a-f]{32}$/;

/** The key a reload left behind for this scope, if any (and only if it is one of ours). */
function storedIntentKey(scope: string): string | null {
  const stored = sessionStore()?.getItem(INTENT_STORAGE_PREFIX + scope) ?? null;
  return stored !== null && INTENT_KEY_SHAPE.test(stored) ? stored : null;
}

function forgetIntentKey(scope: string | undefined): void {
  if (scope) sessionStore()?.removeItem(INTENT_STORAGE_PREFIX + scope);
}

/**
 * The submit pattern of every form: pending state, the catalogue's text for a failure, no
 * second attempt while one runs, and an idempotency key kept across retries of one intent.
 */
export function useSubmit({
  validate,
  action,
  onError,
  intentScope,
  final = false,
}: SubmitSpec): Submission {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const finished = useRef(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A ref, not `pending`: two clicks in one frame both still see the state of the last render.
  const running = useRef(false);
  const intentKey = useRef<string | null>(null);

  const submit = async () => {
    if (running.current || finished.current) return;
    setErrorKey(null);
    if (validate && !validate()) return;
    running.current = true;
    setPending(true);
    if (intentKey.current === null) {
      intentKey.current = (intentScope && storedIntentKey(intentScope)) || newIntentKey();
      // Stored before the call goes out: a reload while it is out must find the same key.
      if (intentScope)
        sessionStore()?.setItem(INTENT_STORAGE_PREFIX + intentScope, intentKey.current);
    }
    try {
      await action({ idempotencyKey: intentKey.current });
      intentKey.current = null;
      forgetIntentKey(intentScope);
      if (final) {
        finished.current = true;
        setDone(true);
      }
    } catch (error) {
      setErrorKey(errorMessageKey(error));
      onError?.(error);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return {
    pending,
    done,
    errorKey,
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
    clearError: () => setErrorKey(null),
    newIntent: () => {
      intentKey.current = null;
      forgetIntentKey(intentScope);
    },
  };
}
