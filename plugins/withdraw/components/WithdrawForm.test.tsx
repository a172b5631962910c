// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/EN.json';
import type { WithdrawSettings } from '../api';
import { WithdrawForm } from './WithdrawForm';

const createWithdrawal = vi.fn();
vi.mock('../api', () => ({
  createWithdrawal: (input: unknown, key: string) => createWithdrawal(input, key),
}));
// What the platform says of a lost answer (intentStatus), per test.
const resolveIntent = vi.hoisted(() => vi.fn());
vi.mock('../../../core/money/resolveIntent', () => ({ resolveIntent }));
const openIntent = () => JSON.parse(sessionStorage.getItem('wl.intent.withdrawCreate') ?? 'null');

const settings = (change: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  currency: 'USD',
  min: 50,
  max: 50_000,
  dailyLimit: 5,
  todayCount: 1,
  withdrawable: 1_200,
  turnover: { multiplier: 1, required: 300, wagered: 300, remaining: 0 },
  autoReceiveMinutes: 30,
  fundsPasswordSet: true,
  bankCards: [
    { id: 7, bankName: 'Chase', accountNumber: '6222020200112233', payeeName: 'Demo Tester' },
    { id: 9, bankName: 'HSBC', accountNumber: '6222020200998877', payeeName: 'Demo Tester' },
  ],
  ...change,
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['withdraw', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { withdraw: EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  createWithdrawal.mockReset();
  resolveIntent.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

const amountField = () => screen.getByLabelText(EN.form.amount.replace('{{currency}}', 'USD'));
const passwordField = () => screen.getByLabelText(MEMBER_TEXTS.funds_password.label);
const submitButton = () => screen.getByRole('button', { name: EN.form.submit });
const renderForm = (s = settings(), onCreated = vi.fn(), currencySymbol = '$') => {
  const runtime = { permission: { currencySymbol } } as unknown as Runtime;
  const view = render(
    <RuntimeProvider value={runtime}>
      <WithdrawForm settings={s} onCreated={onCreated} />
    </RuntimeProvider>,
  );
  return { onCreated, view };
};

describe('WithdrawForm', () => {
  it('offers the bound cards masked, never their full numbers', () => {
    const { view } = renderForm();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Chase **** **** **** 2233', 'HSBC **** **** **** 8877']);
    expect(view.container.textContent).not.toContain('6222020200112233');
  });

  it("shows the withdrawable balance and the turnover still required in the brand's symbol", () => {
    renderForm(settings({ withdrawable: 12_345.6 }));
    expect(screen.getByText(EN.form.withdrawable).nextSibling?.textContent).toBe('$12,345.60');
    expect(screen.getByText(EN.form.turnover).nextSibling?.textContent).toBe('$0.00');
  });

  it("shows the settings call's currency code when the platform sends no symbol", () => {
    renderForm(settings({ withdrawable: 12_345.6 }), vi.fn(), '');
    expect(screen.getByText(EN.form.withdrawable).nextSibling?.textContent).toBe('USD 12,345.60');
  });

  it('keeps the button off with the reason while turnover remains', () => {
    renderForm(
      settings({ turnover: { multiplier: 1, required: 900, wagered: 100, remaining: 800 } }),
    );
    expect(submitButton()).toHaveProperty('disabled', true);
    const reason = 'You can withdraw once you have wagered 800.00 more in valid bets.';
    expect(screen.getByText(reason).id).toBe(submitButton().getAttribute('aria-describedby'));
  });

  it('names the broken rule and sends nothing', () => {
    renderForm();
    fireEvent.change(amountField(), { target: { value: '1,500' } });
    fireEvent.change(passwordField(), { target: { value: '123456' } });
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'The amount is more than your available balance of 1,200.00.',
    );
    fireEvent.change(amountField(), { target: { value: '20' } });
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('The amount must be at least 50.00.');
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.change(passwordField(), { target: { value: '12a' } });
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.funds_password.six_digits);
    expect(createWithdrawal).not.toHaveBeenCalled();
  });

  it('sends card, amount and funds password once however often it is clicked', async () => {
    let answer!: (value: unknown) => void;
    createWithdrawal.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { onCreated } = renderForm();
    fireEvent.change(screen.getByLabelText(EN.form.card), { target: { value: '9' } });
    fireEvent.change(amountField(), { target: { value: '1,000.50' } });
    fireEvent.change(passwordField(), { target: { value: '135790' } });
    const form = submitButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(createWithdrawal).toHaveBeenCalledTimes(1);
    const [input, key] = createWithdrawal.mock.calls[0] as [unknown, string];
    expect(input).toEqual({ amount: 1000.5, bankCardId: 9, fundsPassword: '135790' });
    // Kept while the call is out, without the password: a reload asks for its outcome.
    expect(openIntent()).toEqual({
      operation: 'withdrawCreate',
      key,
      identity: { amount: 1000.5, bankCardId: 9 },
    });
    await act(async () => answer({ withdrawalId: 'W2611230001' }));
    expect(onCreated).toHaveBeenCalledWith({ withdrawalId: 'W2611230001' });
    expect(openIntent()).toBeNull();
  });

  it('after a lost answer, says the earlier request went through and never sends a changed amount as it', async () => {
    createWithdrawal.mockRejectedValueOnce(new ApiError('TIMEOUT', '', 0, 'withdrawCreate'));
    let status!: (value: unknown) => void;
    resolveIntent.mockReturnValueOnce(new Promise((resolve) => (status = resolve)));
    const { onCreated } = renderForm();
    fireEvent.change(amountField(), { target: { value: '108' } });
    fireEvent.change(passwordField(), { target: { value: '111111' } });
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByRole('status').textContent).toBe(
      'Checking whether your withdrawal of $108.00 went through…',
    );
    // Until the outcome is known the form takes no other amount.
    expect((amountField() as HTMLInputElement).disabled).toBe(true);
    fireEvent.submit(amountField().closest('form')!);
    expect(createWithdrawal).toHaveBeenCalledTimes(1);
    const earlier = { withdrawalId: 'W1', amount: 108 };
    await act(async () => status({ outcome: 'applied', answer: earlier }));
    expect(resolveIntent).toHaveBeenCalledWith(
      'withdrawCreate',
      createWithdrawal.mock.calls[0]![1],
    );
    expect(onCreated).toHaveBeenCalledWith(earlier);
    expect(screen.getByRole('status').textContent).toBe('Your withdrawal of $108.00 went through.');
  });

  it('after a lost answer that never arrived, says nothing moved; a changed amount is a new intent', async () => {
    createWithdrawal.mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', '', 500, 'withdrawCreate'));
    createWithdrawal.mockRejectedValueOnce(
      new ApiError('FUNDS_PASSWORD_WRONG', 'wrong', 400, 'withdrawCreate'),
    );
    createWithdrawal.mockResolvedValueOnce({ withdrawalId: 'W2' });
    resolveIntent.mockResolvedValueOnce({ outcome: 'not-applied' });
    renderForm();
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.change(passwordField(), { target: { value: '111111' } });
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByRole('status').textContent).toBe(
      'Your withdrawal of $100.00 did not go through; nothing moved.',
    );
    fireEvent.change(amountField(), { target: { value: '120' } });
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.errors.funds_password_wrong);
    // Refused: nothing moved, so the corrected form is again a new intent.
    fireEvent.change(passwordField(), { target: { value: '135790' } });
    await act(async () => fireEvent.click(submitButton()));
    const keys = createWithdrawal.mock.calls.map((call) => call[1] as string);
    expect(new Set(keys).size).toBe(3);
    expect(createWithdrawal.mock.calls[2]![0]).toEqual({
      amount: 120,
      bankCardId: 7,
      fundsPassword: '135790',
    });
    expect(resolveIntent).toHaveBeenCalledTimes(1);
  });
});
