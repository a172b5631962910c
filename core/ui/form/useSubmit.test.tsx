// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { FormError } from './FormError';
import { useSubmit } from './useSubmit';

beforeAll(initCoreTexts);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type Action = () => Promise<void>;

function Harness({
  action,
  validate,
  onError,
  final,
}: {
  action: Action;
  validate?: () => boolean;
  onError?: (error: unknown) => void;
  final?: boolean;
}) {
  const submission = useSubmit({
    action,
    ...(validate ? { validate } : {}),
    ...(onError ? { onError } : {}),
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

  it('sends nothing after a final action succeeded: a late click is not sent again', async () => {
    const action = vi
      .fn<Action>()
      .mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'markAllRead'))
      .mockResolvedValue(undefined);
    render(<Harness action={action} final />);
    await send(); // fails
    await send(); // the retry succeeds
    await send(); // a click after the answer
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Done')).toBeTruthy();
  });
});
