// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  sessionStorage.clear();
});
afterEach(cleanup);

const amountField = () => screen.getByLabelText(EN.amount.replace('{{currency}}', 'USD'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: EN.submit }));
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
    // Kept for a reload in the middle of the submit.
    expect(sessionStorage.getItem('wl.intent.deposit')).toBe(key);
    await act(async () => answer({ reference: 'D2611230001' }));
    expect(onCreated).toHaveBeenCalledWith({ reference: 'D2611230001' });
    expect(sessionStorage.getItem('wl.intent.deposit')).toBeNull();
  });

  it('resumes the key of an unanswered order after a reload, and not for another order', async () => {
    const keyOfSubmit = (amount: string) => {
      cleanup(); // the page goes away with the call still out, and comes back
      createDeposit.mockReset();
      createDeposit.mockReturnValue(new Promise(() => undefined));
      renderForm();
      fireEvent.change(amountField(), { target: { value: amount } });
      submit();
      return createDeposit.mock.calls[0]![1] as string;
    };
    const first = keyOfSubmit('100');
    expect(keyOfSubmit('100')).toBe(first);
    expect(keyOfSubmit('150')).not.toBe(first);
  });

  it('retries with the same key and starts a new intent when the amount changes', async () => {
    createDeposit.mockRejectedValue(new ApiError('SYSTEM_ERROR', 'down', 500, 'depositCreate'));
    renderForm();
    fireEvent.change(amountField(), { target: { value: '100' } });
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe(CORE.errors.system_error);
    await act(async () => submit());
    const keys = createDeposit.mock.calls.map((call) => call[1] as string);
    expect(keys[1]).toBe(keys[0]);
    fireEvent.change(amountField(), { target: { value: '120' } });
    await act(async () => submit());
    expect(createDeposit.mock.calls[2]![1]).not.toBe(keys[0]);
  });
});
