import { useRef, useState, type FormEvent } from 'react';
import { errorMessageKey } from '../../api/ApiError';

export interface SubmitSpec {
  /** Runs before every attempt: marks the failing fields and returns false to send nothing. */
  validate?: () => boolean;
  /** The platform call(s) of the form; a throw becomes the form's error text (§8 catalogue). */
  action: () => Promise<void>;
  /** After a failed attempt, for what else it spends (e.g. a captcha answer is used up). */
  onError?: (error: unknown) => void;
  /**
   * A success is the end of it (a one-time action): further submits do nothing and `done` stays
   * true, so a click landing just after the answer is not sent again.
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
  /** Validates and sends, unless an attempt is still running. */
  submit: () => Promise<void>;
  /** For `<form onSubmit>`: keeps the page, then `submit()`. */
  onSubmit: (event: FormEvent) => void;
  /** Hides the failure, e.g. when the person switches to another way of doing the same. */
  clearError: () => void;
}

/**
 * The submit pattern of every form that moves no money: pending state, the catalogue's text for
 * a failure, and no second attempt while one runs. Money forms use core/money/useMoneyIntent,
 * which adds the intent's key and the outcome of a lost answer.
 */
export function useSubmit({ validate, action, onError, final = false }: SubmitSpec): Submission {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const finished = useRef(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A ref, not `pending`: two clicks in one frame both still see the state of the last render.
  const running = useRef(false);

  const submit = async () => {
    if (running.current || finished.current) return;
    setErrorKey(null);
    if (validate && !validate()) return;
    running.current = true;
    setPending(true);
    try {
      await action();
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
  };
}
