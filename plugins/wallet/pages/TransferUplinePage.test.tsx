// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { queryClient } from '../../../core/runtime/queryClient';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import EN from '../locales/EN.json';
import TransferUplinePage from './TransferUplinePage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

let upline: string | undefined;
let hasFundsPassword = true;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['wallet', 'core', 'core-member'],
    resources: {
      EN: {
        wallet: EN,
        core: { errors: { funds_password_wrong: 'Wrong funds password' } },
        'core-member': {
          funds_password: {
            label: 'Funds password',
            required: 'Enter the funds password',
            six_digits: 'Six digits',
            hint: '6 digits',
          },
          amount: { range: '{{min}} to {{max}}', available: 'available {{available}}' },
        },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  upline = 'agent01';
  hasFundsPassword = true;
  request.mockImplementation((name: string) => {
    switch (name) {
      case 'memberInfo':
        return Promise.resolve({
          id: 2,
          account: 'player01',
          ...(upline ? { uplineAccount: upline } : {}),
        });
      case 'balance':
        return Promise.resolve({
          balance: 100,
          currency: 'USD',
          updatedAt: '2026-11-23T00:00:00Z',
        });
      case 'memberProfile':
        return Promise.resolve({ hasFundsPassword });
      case 'transferUpline':
        return Promise.resolve({
          transactionId: '9',
          amount: 25,
          uplineAccount: 'agent01',
          balance: 75,
        });
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  clearToasts();
  sessionStorage.clear();
  request.mockReset();
});

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <TransferUplinePage />
    </QueryClientProvider>,
  );
}

const sent = () => request.mock.calls.filter(([name]) => name === 'transferUpline');

describe('TransferUplinePage', () => {
  it('tells a member without an upline that there is nothing to do here', async () => {
    upline = undefined;
    renderPage();
    expect(await screen.findByText(EN.upline.none)).toBeTruthy();
    expect(screen.queryByLabelText(EN.upline.amount)).toBeNull();
  });

  it('asks for amount and funds password, confirms with the upline named, then sends once', async () => {
    renderPage();
    const amount = await screen.findByLabelText(EN.upline.amount);
    expect(screen.getByText('agent01')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: EN.upline.next }));
    expect(await screen.findByText('Enter the funds password')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Funds password'), {
      target: { value: '135790' },
    });
    fireEvent.click(screen.getByRole('button', { name: EN.upline.next }));

    const confirm = await screen.findByRole('button', { name: EN.upline.confirm });
    expect(document.activeElement).toBe(confirm);
    expect(
      screen.getByText('Send 25.00 from your main wallet to agent01? This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts.list).toHaveLength(1));
    expect(sent()).toEqual([
      [
        'transferUpline',
        { amount: 25, fundsPassword: '135790' },
        { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
      ],
    ]);
    expect(toasts.list[0]).toMatchObject({ tone: 'success', body: '25.00 sent to agent01.' });
    expect(((await screen.findByLabelText(EN.upline.amount)) as HTMLInputElement).value).toBe('');
  });

  it('sends no funds password when the member has none, and asks for one if the platform wants it', async () => {
    hasFundsPassword = false;
    renderPage();
    fireEvent.change(await screen.findByLabelText(EN.upline.amount), { target: { value: '5' } });
    expect(screen.queryByLabelText('Funds password')).toBeNull();
    request.mockImplementationOnce(() =>
      Promise.reject(new ApiError('FUNDS_PASSWORD_WRONG', '', 400, 'transferUpline')),
    );
    fireEvent.click(screen.getByRole('button', { name: EN.upline.next }));
    fireEvent.click(await screen.findByRole('button', { name: EN.upline.confirm }));
    expect(await screen.findByLabelText('Funds password')).toBeTruthy();
    expect(screen.getByText('Wrong funds password')).toBeTruthy();
    expect(sent()[0]![1]).toEqual({ amount: 5 });
  });
});
