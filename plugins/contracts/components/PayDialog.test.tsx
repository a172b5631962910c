// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import type { Settlement } from '../api';
import { KINDS } from '../model/kinds';
import { EN, renderContracts, setUpContractsTests } from '../testing/renderContracts';
import { PayDialog } from './PayDialog';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

beforeAll(setUpContractsTests);
afterEach(() => {
  cleanup();
  request.mockReset();
  refreshWallet.mockClear();
  sessionStorage.clear();
});

const due: Settlement = {
  settlementId: 's7',
  contractId: 'c1',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-11-02T00:00:00.000Z',
  volume: 50_000,
  profitLoss: -12_000,
  activePlayers: 4,
  amount: 1_200,
  status: 'DUE',
};

const payButton = () => screen.getByRole('button', { name: EN.pay.confirm });

const refreshWallet = vi.fn(() => Promise.resolve());

function open() {
  const onDone = vi.fn();
  renderContracts(
    <PayDialog
      kind={KINDS.dividend}
      settlement={due}
      downline="agent11"
      onClose={vi.fn()}
      onDone={onDone}
    />,
    ['AGENTPOLICY3', 'SIGNCONDIV3'],
    refreshWallet,
  );
  return onDone;
}

describe('PayDialog', () => {
  it('asks first, naming the amount and the downline', () => {
    open();
    expect(screen.getByText(/^Pay 1,200\.00 to agent11 for /)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('after a lost answer asks the platform by the key, and pays nothing twice', async () => {
    const paid = { settlement: { ...due, status: 'PAID' } };
    request
      .mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'timeout', 0, 'dividendContract'))
      .mockImplementationOnce((name: string, params: { key: string; operation: string }) =>
        Promise.resolve({ ...params, status: 'applied', answer: paid }),
      );
    const onDone = open();
    fireEvent.click(payButton());
    await waitFor(
      () =>
        expect(onDone).toHaveBeenCalledWith({
          key: 'pay.done',
          values: { amount: '1,200.00', downline: 'agent11' },
        }),
      { timeout: 10_000 },
    );
    const [first, status] = request.mock.calls as unknown as [
      [string, unknown, { idempotencyKey: string }],
      [string, { key: string; operation: string }],
    ];
    expect(first[0]).toBe('dividendContract');
    expect(first[1]).toEqual({ action: 'pay', settlementId: 's7' });
    expect(first[2].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(status[0]).toBe('intentStatus');
    expect(status[1]).toEqual({ key: first[2].idempotencyKey, operation: 'dividendContract' });
    // paid once: the button stays off and nothing else was sent
    expect(payButton()).toHaveProperty('disabled', true);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('pays once on a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    open();
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    answer({ settlement: { ...due, status: 'PAID' } });
    // paid: the button stays off, so a late click is no new intent
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', true));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('makes a new intent after a refusal, since nothing was paid', async () => {
    request
      .mockRejectedValueOnce(new ApiError('INSUFFICIENT_BALANCE', 'low', 400, 'dividendContract'))
      .mockResolvedValueOnce({ settlement: { ...due, status: 'PAID' } });
    open();
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(payButton());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    const keys = request.mock.calls.map(
      (call) => (call[2] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[1]).not.toBe(keys[0]);
  });
});
