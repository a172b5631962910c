import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { EndpointName } from '../../generated/api';
import { errorMessageKey } from '../api/ApiError';
import { failureOutcome } from './failureOutcome';
import {
  closeIntent,
  keepOpenIntent,
  newIntentKey,
  readOpenIntent,
  type IntentIdentity,
  type OpenIntent,
} from './intentStore';
import { moneyMoved } from './moneyMoved';
import { resolveIntent, type Resolution } from './resolveIntent';

export type { IntentIdentity };

/**
 * What the person is told of an intent whose answer had to be asked for: being checked, went
 * through, did not go through (nothing moved), or not known yet (nothing new is sent until it is).
 */
export interface IntentNotice {
  phase: 'checking' | 'applied' | 'not-applied' | 'unknown';
  /** The intent in words, e.g. "transfer of 7.77 to Asia Gaming" (the form's `describe`). */
  what: string;
}

export interface MoneyIntentSpec<Identity extends IntentIdentity, Answer> {
  /** The money call; its outcome is asked for by this name when an answer is lost. */
  operation: EndpointName;
  /** Where an open intent waits across a reload; one open intent per scope. Default: operation. */
  scope?: string;
  /** Runs before every submit: marks the failing fields and returns false to send nothing. */
  validate?: () => boolean;
  /** What the person asks now (kind, target, amount, account; never a password). */
  identity: () => Identity;
  /** The intent in words for the notices, from its identity (a reload has only that). */
  describe: (identity: Identity) => string;
  /** Sends the call with this intent's key; the form's secrets (a password) it reads itself. */
  send: (identity: Identity, idempotencyKey: string) => Promise<Answer>;
  /**
   * The money moved: the form's own success (a toast, a receipt, an empty form). Called with the
   * call's answer, read back from the platform when the first answer was lost.
   */
  onApplied: (answer: Answer, identity: Identity) => void | Promise<void>;
  /** The platform said no and nothing moved (e.g. a captcha answer is used up). */
  onRefused?: (error: unknown) => void;
  /** A success is the end of it (a claim): further submits do nothing, `done` stays true. */
  final?: boolean;
}

export interface MoneyIntent {
  /** Sending, or asking what became of it: the submit button is off and the form aria-busy. */
  pending: boolean;
  /**
   * An intent's outcome is not known: nothing new of this kind may be sent (the form's fields
   * and submit are off) until it is.
   */
  blocked: boolean;
  /** With `final`: the intent went through, so nothing more is sent. */
  done: boolean;
  /** i18n key (core namespace, §8 catalogue) of the platform's refusal, or null. */
  errorKey: string | null;
  /** The notice of an intent whose answer had to be asked for, or null. */
  notice: IntentNotice | null;
  submit: () => Promise<void>;
  onSubmit: (event: FormEvent) => void;
  /** Asks the platform again for an outcome not known yet. */
  checkAgain: () => void;
  /** Hides a refusal once the person edits the form. */
  clearError: () => void;
}

/**
 * Every money form's submit (DESIGN: state and data). One intent, one key: made when the person
 * sends, kept (sessionStorage) while the call is out, and never sent again with another
 * request. When the answer is lost the outcome is asked for by that key (intentStatus) before
 * anything else can be sent, and the person is told in words what happened; a reload finds the
 * open intent and asks too. Every known outcome re-reads the money views here and in the
 * member's other tabs.
 */
export function useMoneyIntent<Identity extends IntentIdentity, Answer>(
  spec: MoneyIntentSpec<Identity, Answer>,
): MoneyIntent {
  const scope = spec.scope ?? spec.operation;
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<IntentNotice | null>(null);
  // Refs, not state: two clicks in one frame both still see the state of the last render.
  const running = useRef(false);
  const finished = useRef(false);
  // The newest render's spec for work that outlives its render (a lost answer asked for later).
  const latest = useRef(spec);
  useLayoutEffect(() => {
    latest.current = spec;
  });
  // The page's client (a test's own, or the app's); moneyMoved falls back to the app's.
  const client = useContext(QueryClientContext);
  /** The outcome is known: the intent is closed, and every money view (any tab) reads again. */
  const known = () => {
    closeIntent(scope);
    moneyMoved(client);
  };

  /** What the person is shown once an attempt is over; run after the form is free again. */
  type Settled = () => void | Promise<void>;

  const applied =
    (answer: Answer, identity: Identity): Settled =>
    async () => {
      known();
      if (latest.current.final) {
        finished.current = true;
        setDone(true);
      }
      await latest.current.onApplied(answer, identity);
    };

  const refused =
    (error: unknown): Settled =>
    () => {
      known(); // a refusal may be the balance: every view reads it again
      setNotice(null);
      setErrorKey(errorMessageKey(error));
      latest.current.onRefused?.(error);
    };

  /** Asks what became of an open intent; leaves it open while that is not known. */
  const resolve = async (open: OpenIntent): Promise<Settled> => {
    const identity = open.identity as Identity;
    const what = latest.current.describe(identity);
    setNotice({ phase: 'checking', what });
    const resolution: Resolution = await resolveIntent(open.operation, open.key);
    switch (resolution.outcome) {
      case 'unknown':
        return () => setNotice({ phase: 'unknown', what });
      case 'applied':
        return async () => {
          setNotice({ phase: 'applied', what });
          await applied(resolution.answer as Answer, identity)();
        };
      case 'refused':
        return refused(resolution.error);
      case 'not-applied':
        return () => {
          known();
          setNotice({ phase: 'not-applied', what });
        };
    }
  };

  /**
   * One attempt at a time. What it ends in is shown only once the form is free again, so a
   * click that follows the words is the person's next send, never swallowed by the last one.
   */
  const run = async (work: () => Promise<Settled>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    let settled: Settled;
    try {
      settled = await work();
    } finally {
      running.current = false;
      setPending(false);
    }
    await settled();
  };

  // An intent a reload (or an unmounted dialog) left open is resolved before anything is sent.
  useEffect(() => {
    const open = readOpenIntent(scope);
    if (open) void run(() => resolve(open));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scope
  }, [scope]);

  const submit = async () => {
    // Checked before anything is pending: a broken rule shows at once, with no flash of "sending".
    if (running.current || finished.current) return;
    if (readOpenIntent(scope)) return; // an outcome still unknown: nothing new until it is
    setErrorKey(null);
    setNotice(null);
    const current = latest.current;
    if (current.validate && !current.validate()) return;
    const identity = current.identity();
    const open: OpenIntent = { operation: current.operation, key: newIntentKey(), identity };
    // Kept before the call goes out: a reload while it is out must find it.
    keepOpenIntent(scope, open);
    await run(async () => {
      try {
        return applied(await current.send(identity, open.key), identity);
      } catch (error) {
        return failureOutcome(error) === 'unknown' ? resolve(open) : refused(error);
      }
    });
  };

  return {
    pending,
    blocked: notice?.phase === 'checking' || notice?.phase === 'unknown',
    done,
    errorKey,
    notice,
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
    checkAgain: () => {
      const open = readOpenIntent(scope);
      if (open) void run(() => resolve(open));
    },
    // The notice stays until the next send: what became of the last one is still true while the
    // person types the next.
    clearError: () => setErrorKey(null),
  };
}
