// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/EN.json';
import type { DepositChannel } from '../api';
import { DepositForm } from './DepositForm';

const createDeposit = vi.fn();
vi.mock('../api', () => ({
  createDeposit: (input: unknown, key: string) => createDeposit(input, key),
}));
// What the platform says of an order whose answer was lost (core resolveIntent asks intentStatus).
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
vi.mock('../../../core/runtime/RuntimeContext', () => ({
  usePluginOptions: () => ({ tutorial: true, recentOrders: 10, askPayerName: true }),
}));

const bank: DepositChannel = {
  id: 'dflt88-bank',
  kind: 'BANK',
  name: 'Bank transfer',
  methods: [
    { code: 'BANK1', name: 'First Harbor Bank' },
    { code: 'BANK2', name: 'Union Pacific Savings' },
  ],
  min: 10,
  max: 10_000,
  presets: [50, 100, 500],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['deposit', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { deposit: EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  createDeposit.mockReset();
  request.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

const amountField = () => screen.getByLabelText(EN.amount.replace('{{currency}}', 'USD'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: EN.submit }));
const openIntent = () => JSON.parse(sessionStorage.getItem('wl.intent.depositCreate') ?? 'null');
/** The platform's answer to intentStatus: the order was made, or it never arrived. */
const statusSays = (status: 'applied' | 'not-received', answer?: unknown) =>
  request.mockImplementation((name: string, params: { key: string; operation: string }) =>
    name === 'intentStatus'
      ? Promise.resolve({ ...params, status, ...(answer ? { answer } : {}) })
      : Promise.reject(new Error(`unexpected ${name}`)),
  );
const order = {
  reference: 'D2611230002',
  amount: 100,
  currency: 'USD',
  status: 'PENDING',
  createdAt: '2026-11-23T10:00:00.000Z',
  channelId: 'dflt88-bank',
  channelKind: 'BANK',
  channelName: 'Bank transfer',
  method: 'BANK1',
  payTo: {
    kind: 'BANK',
    bankName: 'First Harbor Bank',
    accountNumber: '6222 0000 1111 2222',
    payeeName: 'Demo Merchant Ltd',
  },
};
const renderForm = (onCreated = vi.fn()) => {
  render(<DepositForm channel={bank} currency="USD" onCreated={onCreated} />);
  return onCreated;
};

describe('DepositForm', () => {
  it('names the broken limit and sends nothing', () => {
    renderForm();
    fireEvent.change(amountField(), { target: { value: '5' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('The amount must be at least 10.00.');
    fireEvent.change(amountField(), { target: { value: '10,000.01' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('The amount must be at most 10,000.00.');
    expect(amountField()).toHaveProperty('ariaInvalid', 'true');
    expect(createDeposit).not.toHaveBeenCalled();
  });

  it('sends the method, the amount and the payer name once however often it is clicked', async () => {
    let answer!: (value: unknown) => void;
    createDeposit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onCreated = renderForm();
    fireEvent.click(screen.getByLabelText('Union Pacific Savings'));
    fireEvent.click(screen.getByRole('button', { name: '500.00' }));
    fireEvent.change(screen.getByLabelText(EN.payer_name), { target: { value: ' Demo Tester ' } });
    // Two submits in one frame, before the button can show it is busy.
    const form = screen.getByRole('button', { name: EN.submit }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(createDeposit).toHaveBeenCalledTimes(1);
    const [input, key] = createDeposit.mock.calls[0] as [unknown, string];
    expect(input).toEqual({
      channelId: 'dflt88-bank',
      method: 'BANK2',
      amount: 500,
      payerName: 'Demo Tester',
    });
    // Kept for a reload in the middle of the submit, with the order in words (and no secret).
    expect(openIntent()).toEqual({
      operation: 'depositCreate',
      key,
      identity: {
        channelId: 'dflt88-bank',
        channel: 'Bank transfer',
        method: 'BANK2',
        amount: 500,
        payerName: 'Demo Tester',
      },
    });
    await act(async () => answer({ reference: 'D2611230001' }));
    expect(onCreated).toHaveBeenCalledWith({ reference: 'D2611230001' });
    expect(openIntent()).toBeNull();
  });

  it('asks what became of an order a reload left unanswered before anything else is sent', async () => {
    createDeposit.mockReturnValue(new Promise(() => undefined));
    renderForm();
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    const first = createDeposit.mock.calls[0]![1] as string;
    cleanup(); // the page goes away with the call still out, and comes back
    statusSays('not-received');
    await act(async () => renderForm());
    expect(request).toHaveBeenCalledWith(
      'intentStatus',
      { key: first, operation: 'depositCreate' },
      expect.anything(),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      MEMBER_TEXTS.intent.not_applied.replace('{{what}}', 'deposit of 100.00 by Bank transfer'),
    );
    expect(createDeposit).toHaveBeenCalledTimes(1);
    // it never arrived: the next order is a new intent with a key of its own
    createDeposit.mockResolvedValue(order);
    fireEvent.change(amountField(), { target: { value: '100' } });
    await act(async () => submit());
    expect(createDeposit).toHaveBeenCalledTimes(2);
    expect(createDeposit.mock.calls[1]![1]).not.toBe(first);
  });

  it('finds out that an order whose answer was lost was made, and shows it', async () => {
    createDeposit.mockRejectedValue(new ApiError('SYSTEM_ERROR', '', 500, 'depositCreate'));
    statusSays('applied', order);
    const onCreated = renderForm();
    fireEvent.change(amountField(), { target: { value: '100' } });
    await act(async () => submit());
    const key = createDeposit.mock.calls[0]![1] as string;
    expect(request).toHaveBeenCalledWith(
      'intentStatus',
      { key, operation: 'depositCreate' },
      expect.anything(),
    );
    // the answer read back is checked against its schema first (a lazily loaded validator)
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(order), { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe(
      MEMBER_TEXTS.intent.applied.replace('{{what}}', 'deposit of 100.00 by Bank transfer'),
    );
    // no second order, and no error: the first one was made
    expect(createDeposit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(openIntent()).toBeNull();
  });

  it('shows a refusal, and the next submit is a new intent', async () => {
    createDeposit.mockRejectedValueOnce(
      new ApiError('AMOUNT_OUT_OF_RANGE', 'too much today', 400, 'depositCreate'),
    );
    createDeposit.mockResolvedValueOnce(order);
    const onCreated = renderForm();
    fireEvent.change(amountField(), { target: { value: '100' } });
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.errors.amount_out_of_range);
    expect(request).not.toHaveBeenCalled();
    await act(async () => submit());
    const keys = createDeposit.mock.calls.map((call) => call[1] as string);
    expect(keys[1]).not.toBe(keys[0]);
    expect(onCreated).toHaveBeenCalledWith(order);
  });
});
