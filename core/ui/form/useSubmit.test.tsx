// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { FormError } from './FormError';
import { clearSession } from '../../session/session';
import { INTENT_STORAGE_PREFIX, useSubmit, type SubmitAttempt } from './useSubmit';

beforeAll(initCoreTexts);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type Action = (attempt: SubmitAttempt) => Promise<void>;

function Harness({
  action,
  validate,
  onError,
  intentScope,
  final,
}: {
  action: Action;
  validate?: () => boolean;
  onError?: (error: unknown) => void;
  intentScope?: string;
  final?: boolean;
}) {
  const submission = useSubmit({
    action,
    ...(validate ? { validate } : {}),
    ...(onError ? { onError } : {}),
    ...(intentScope ? { intentScope } : {}),
    ...(final ? { final } : {}),
  });
  return (
    <form aria-label="demo" onSubmit={submission.onSubmit} aria-busy={submission.pending}>
      <FormError messageKey={submission.errorKey} />
      {submission.done && <p>Done</p>}
      <button type="submit" disabled={submission.pending}>
        {submission.pending ? 'Sending' : 'Send'}
      </button>
      {/* two submits in one frame, before React renders `pending` */}
      <button
        type="button"
        onClick={() => {
          void submission.submit();
          void submission.submit();
        }}
      >
        Double
      </button>
      <button type="button" onClick={submission.newIntent}>
        Other amount
      </button>
    </form>
  );
}

/** A promise the test settles by hand, to look at the form while the call is out. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const send = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('useSubmit', () => {
  it('is pending while the call is out, then ready again', async () => {
    const call = deferred();
    render(<Harness action={() => call.promise} />);
    await send();
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('form', { name: 'demo' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never runs two attempts of one intent at once', async () => {
    const call = deferred();
    const action = vi.fn<Action>(() => call.promise);
    render(<Harness action={action} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Double' })));
    // the submit button is disabled now, but a form can still be submitted by Enter
    fireEvent.submit(screen.getByRole('form', { name: 'demo' }));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    await send();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('shows the catalogue text of a platform failure, and a system error for anything else', async () => {
    const action = vi
      .fn<Action>()
      .mockRejectedValueOnce(new ApiError('CAPTCHA_FAILED', 'wrong captcha', 400, 'login'))
      .mockRejectedValueOnce(new TypeError('boom'));
    const onError = vi.fn();
    render(<Harness action={action} onError={onError} />);
    await send();
    expect(screen.getByRole('alert').textContent).toBe(EN.errors.captcha_failed);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CAPTCHA_FAILED' }));
    await send();
    expect(screen.getByRole('alert').textContent).toBe(EN.errors.system_error);
  });

  it('sends nothing when validation fails, and clears the last failure', async () => {
    const action = vi.fn<Action>().mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'x'));
    let valid = true;
    render(<Harness action={action} validate={() => valid} />);
    await send();
    expect(screen.getByRole('alert').textContent).toBe(EN.errors.network);
    valid = false;
    await send();
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries an intent with its idempotency key and makes a new one after success', async () => {
    const keys: string[] = [];
    const action = vi.fn<Action>(({ idempotencyKey }) => {
      keys.push(idempotencyKey);
      return keys.length === 1
        ? Promise.reject(new ApiError('TIMEOUT', '', 0, 'transfer'))
        : Promise.resolve();
    });
    render(<Harness action={action} />);
    await send(); // times out
    await send(); // the retry
    await send(); // the next intent
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends nothing after a final intent succeeded (a claim): a late click is not a new intent', async () => {
    const keys: string[] = [];
    const action = vi.fn<Action>(({ idempotencyKey }) => {
      keys.push(idempotencyKey);
      return keys.length === 1
        ? Promise.reject(new ApiError('TIMEOUT', '', 0, 'rewardClaim'))
        : Promise.resolve();
    });
    render(<Harness action={action} final />);
    await send(); // times out
    await send(); // the retry succeeds
    await send(); // a click after the answer
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('starts a new intent when the person asks for something else', async () => {
    const keys: string[] = [];
    render(
      <Harness
        action={({ idempotencyKey }) => {
          keys.push(idempotencyKey);
          return Promise.reject(new ApiError('NETWORK', '', 0, 'transfer'));
        }}
      />,
    );
    await send();
    fireEvent.click(screen.getByRole('button', { name: 'Other amount' }));
    await send();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  describe('with an intent scope', () => {
    const DEPOSIT_KEY = `${INTENT_STORAGE_PREFIX}deposit`;

    it('keeps the key across a reload in the middle of a submit, and drops it after success', async () => {
      const keys: string[] = [];
      const call = deferred();
      const first = render(
        <Harness
          intentScope="deposit"
          action={({ idempotencyKey }) => {
            keys.push(idempotencyKey);
            return call.promise;
          }}
        />,
      );
      await send();
      // stored while the call is out, so a reload now finds it
      expect(sessionStorage.getItem(DEPOSIT_KEY)).toBe(keys[0]);
      first.unmount(); // the reload: the page and its state are gone, the tab's storage stays
      render(
        <Harness
          intentScope="deposit"
          action={({ idempotencyKey }) => {
            keys.push(idempotencyKey);
            return Promise.resolve();
          }}
        />,
      );
      await send();
      expect(keys[1]).toBe(keys[0]);
      expect(sessionStorage.getItem(DEPOSIT_KEY)).toBeNull();
      await send();
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('drops the stored key for a new intent and at logout, and ignores a foreign value', async () => {
      const keys: string[] = [];
      render(
        <Harness
          intentScope="deposit"
          action={({ idempotencyKey }) => {
            keys.push(idempotencyKey);
            return Promise.reject(new ApiError('NETWORK', '', 0, 'deposit'));
          }}
        />,
      );
      await send();
      expect(sessionStorage.getItem(DEPOSIT_KEY)).toBe(keys[0]);
      fireEvent.click(screen.getByRole('button', { name: 'Other amount' }));
      expect(sessionStorage.getItem(DEPOSIT_KEY)).toBeNull();
      await send();
      expect(keys[1]).not.toBe(keys[0]);
      clearSession();
      expect(sessionStorage.getItem(DEPOSIT_KEY)).toBeNull();
      cleanup();

      sessionStorage.setItem(DEPOSIT_KEY, 'not-a-key');
      render(
        <Harness
          intentScope="deposit"
          action={({ idempotencyKey }) => {
            keys.push(idempotencyKey);
            return Promise.resolve();
          }}
        />,
      );
      await send();
      expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    });

    it('leaves other scopes alone', async () => {
      sessionStorage.setItem(`${INTENT_STORAGE_PREFIX}withdraw`, 'a'.repeat(32));
      render(<Harness intentScope="deposit" action={() => Promise.resolve()} />);
      await send();
      expect(sessionStorage.getItem(`${INTENT_STORAGE_PREFIX}withdraw`)).toBe('a'.repeat(32));
    });
  });
});
