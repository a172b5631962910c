// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import { FormError } from '../ui/form/FormError';
import { INTENT_STORAGE_PREFIX, readOpenIntent } from './intentStore';
import { IntentNotice } from './IntentNotice';
import { useMoneyIntent } from './useMoneyIntent';
import type { Resolution } from './resolveIntent';

const resolveIntent = vi.hoisted(() => vi.fn<(op: string, key: string) => Promise<Resolution>>());
vi.mock('./resolveIntent', () => ({ resolveIntent }));
const moneyMoved = vi.hoisted(() => vi.fn());
vi.mock('./moneyMoved', () => ({ moneyMoved }));

beforeAll(initCoreTexts);
beforeEach(() => {
  resolveIntent.mockReset();
  moneyMoved.mockReset();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

interface Answer {
  moved: number;
}
type Send = (identity: { amount: number }, key: string) => Promise<Answer>;

/** A transfer form as plugins write one: an amount field, the notice, the refusal, a button. */
function Transfer({
  send,
  onApplied = vi.fn(),
  final,
}: {
  send: Send;
  onApplied?: (answer: Answer, identity: { amount: number }) => void;
  final?: boolean;
}) {
  const intent = useMoneyIntent({
    operation: 'walletTransfer',
    identity: () => ({
      amount: Number((document.getElementById('amount') as HTMLInputElement).value),
    }),
    describe: ({ amount }) => `transfer of ${amount.toFixed(2)}`,
    send,
    onApplied,
    ...(final ? { final } : {}),
  });
  const locked = intent.pending || intent.blocked;
  return (
    <form aria-label="transfer" onSubmit={intent.onSubmit}>
      <input id="amount" aria-label="amount" defaultValue="7.77" disabled={locked} />
      <FormError messageKey={intent.errorKey} />
      <IntentNotice intent={intent} />
      <button type="submit" disabled={locked || intent.done}>
        send
      </button>
    </form>
  );
}

const lost = () => new ApiError('SYSTEM_ERROR', '', 500, 'walletTransfer');
const send = () => fireEvent.submit(screen.getByRole('form', { name: 'transfer' }));

describe('useMoneyIntent', () => {
  it('sends once with a fresh key per send and forgets it once the money moved', async () => {
    const calls = vi.fn<Send>(async ({ amount }) => ({ moved: amount }));
    const onApplied = vi.fn();
    render(<Transfer send={calls} onApplied={onApplied} />);
    send();
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith({ moved: 7.77 }, { amount: 7.77 }));
    send();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    const [first, second] = calls.mock.calls.map((call) => call[1]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(readOpenIntent('walletTransfer')).toBeNull();
    expect(moneyMoved).toHaveBeenCalledTimes(2);
  });

  it('never sends twice for two clicks in one frame', async () => {
    let answer!: (value: Answer) => void;
    const calls = vi.fn<Send>(() => new Promise((resolve) => (answer = resolve)));
    render(<Transfer send={calls} />);
    send();
    send();
    await act(async () => answer({ moved: 7.77 }));
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('asks for a lost answer by its key and says the money went through, with the answer read back', async () => {
    const calls = vi.fn<Send>(async () => {
      throw lost();
    });
    resolveIntent.mockResolvedValue({ outcome: 'applied', answer: { moved: 7.77 } });
    const onApplied = vi.fn();
    render(<Transfer send={calls} onApplied={onApplied} />);
    send();
    expect(await screen.findByText('Your transfer of 7.77 went through.')).toBeTruthy();
    expect(resolveIntent).toHaveBeenCalledWith('walletTransfer', calls.mock.calls[0]![1]);
    expect(onApplied).toHaveBeenCalledWith({ moved: 7.77 }, { amount: 7.77 });
    // Never "System error, try again": the outcome is known and said.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readOpenIntent('walletTransfer')).toBeNull();
  });

  it('says nothing moved when the platform never received it, and the next send is a new intent', async () => {
    const calls = vi.fn<Send>().mockRejectedValueOnce(lost()).mockResolvedValue({ moved: 7.77 });
    resolveIntent.mockResolvedValue({ outcome: 'not-applied' });
    render(<Transfer send={calls} />);
    send();
    expect(
      await screen.findByText('Your transfer of 7.77 did not go through; nothing moved.'),
    ).toBeTruthy();
    send();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(calls.mock.calls[1]![1]).not.toBe(calls.mock.calls[0]![1]);
  });

  it('shows the refusal the platform had answered, from the catalogue', async () => {
    const calls = vi.fn<Send>().mockRejectedValue(lost());
    resolveIntent.mockResolvedValue({
      outcome: 'refused',
      error: new ApiError('INSUFFICIENT_BALANCE', '', 400, 'walletTransfer'),
    });
    render(<Transfer send={calls} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toMatch(/balance/i);
    expect(moneyMoved).toHaveBeenCalled();
  });

  it('sends nothing new while the outcome is not known, and asks again on request', async () => {
    const calls = vi.fn<Send>().mockRejectedValue(lost());
    resolveIntent.mockResolvedValueOnce({ outcome: 'unknown' });
    render(<Transfer send={calls} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find out yet whether your transfer of 7.77 went through.',
    );
    expect((screen.getByRole('button', { name: 'send' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('amount') as HTMLInputElement).disabled).toBe(true);
    send();
    expect(calls).toHaveBeenCalledTimes(1);
    resolveIntent.mockResolvedValueOnce({ outcome: 'applied', answer: { moved: 7.77 } });
    await act(async () => undefined); // the first check's last microtasks
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your transfer of 7.77 went through.')).toBeTruthy();
    expect(resolveIntent).toHaveBeenCalledTimes(2);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('a refusal is known: nothing is asked, and the next send has a new key', async () => {
    const calls = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError('FUNDS_PASSWORD_WRONG', '', 400, 'walletTransfer'))
      .mockResolvedValue({ moved: 7.77 });
    render(<Transfer send={calls} />);
    send();
    await screen.findByRole('alert');
    send();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(resolveIntent).not.toHaveBeenCalled();
    expect(calls.mock.calls[1]![1]).not.toBe(calls.mock.calls[0]![1]);
  });

  it('resolves an intent a reload left open before anything else is sent', async () => {
    sessionStorage.setItem(
      `${INTENT_STORAGE_PREFIX}walletTransfer`,
      JSON.stringify({
        operation: 'walletTransfer',
        key: 'a'.repeat(32),
        identity: { amount: 3.5 },
      }),
    );
    resolveIntent.mockResolvedValue({ outcome: 'applied', answer: { moved: 3.5 } });
    const calls = vi.fn<Send>();
    const onApplied = vi.fn();
    render(<Transfer send={calls} onApplied={onApplied} />);
    expect(await screen.findByText('Your transfer of 3.50 went through.')).toBeTruthy();
    expect(resolveIntent).toHaveBeenCalledWith('walletTransfer', 'a'.repeat(32));
    expect(onApplied).toHaveBeenCalledWith({ moved: 3.5 }, { amount: 3.5 });
    expect(calls).not.toHaveBeenCalled();
  });

  it('with final, a success is the end: a late click sends nothing', async () => {
    const calls = vi.fn<Send>(async () => ({ moved: 1 }));
    render(<Transfer send={calls} final />);
    send();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'send' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    send();
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
