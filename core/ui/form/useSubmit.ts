import { useRef, useState, type FormEvent } from 'react';
import { errorMessageKey } from '../../api/ApiError';

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
}

export interface Submission {
  /** An attempt is running: the submit button is disabled and the form aria-busy. */
  pending: boolean;
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
  /** The person now asks for something else (another amount): the next attempt is a new intent. */
  newIntent: () => void;
}

/** 128 random bits as hex; getRandomValues, unlike randomUUID, exists outside secure contexts. */
function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The submit pattern of every form: pending state, the catalogue's text for a failure, no
 * second attempt while one runs, and an idempotency key kept across retries of one intent.
 */
export function useSubmit({ validate, action, onError }: SubmitSpec): Submission {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A ref, not `pending`: two clicks in one frame both still see the state of the last render.
  const running = useRef(false);
  const intentKey = useRef<string | null>(null);

  const submit = async () => {
    if (running.current) return;
    setErrorKey(null);
    if (validate && !validate()) return;
    running.current = true;
    setPending(true);
    intentKey.current ??= newIntentKey();
    try {
      await action({ idempotencyKey: intentKey.current });
      intentKey.current = null;
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
    errorKey,
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
    clearError: () => setErrorKey(null),
    newIntent: () => {
      intentKey.current = null;
    },
  };
}
