// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { alerts } from '../../../core/runtime/alerts';
import { queryClient } from '../../../core/runtime/queryClient';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearSession, setMember } from '../../../core/session/session';
import { BALANCE_HIDDEN_KEY } from '../balanceVisibility';
import EN from '../locales/EN.json';
import HeaderWallet from './HeaderWallet';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

let balance = 8888;
let currencySymbol = '$';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['wallet', 'core'],
    resources: {
      EN: { wallet: EN, core: { errors: { need_true_account: 'Real account needed' } } },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  balance = 8888;
  currencySymbol = '$';
  request.mockImplementation((name: string) =>
    name === 'balance'
      ? Promise.resolve({ balance, currency: 'USD', updatedAt: '2026-11-23T00:00:00.000Z' })
      : Promise.reject(new Error(`unexpected ${name}`)),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  alerts.queue.splice(0);
  request.mockReset();
  vi.useRealTimers();
});

function renderWallet(type = 0) {
  setMember({ id: 1, account: 'demo', username: 'demo', nickname: 'Demo', type });
  const location = memoryLocation({ path: '/', record: true });
  const runtime = { permission: { currencySymbol } } as unknown as Runtime;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider value={runtime}>
        <Router hook={location.hook}>
          <HeaderWallet />
        </Router>
      </RuntimeProvider>
    </QueryClientProvider>,
  );
  return { location, ...view };
}

const group = () => screen.getByRole('group', { name: EN.header.label });
const balanceCalls = () => request.mock.calls.filter(([name]) => name === 'balance').length;

describe('HeaderWallet', () => {
  it("shows the main balance in the brand's currency symbol, 2 decimals, thousands separators", async () => {
    renderWallet();
    expect(await screen.findByText('$8,888.00')).toBeTruthy();
  });

  it("shows the balance call's currency code when the platform sends no symbol", async () => {
    currencySymbol = '';
    renderWallet();
    expect(await screen.findByText('USD 8,888.00')).toBeTruthy();
  });

  it('hides the balance behind asterisks, and remembers it across a reload', async () => {
    const first = renderWallet();
    await screen.findByText('$8,888.00');
    const toggle = screen.getByRole('button', { name: EN.header.hide });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(group().textContent).toContain('****');
    expect(group().textContent).not.toContain('8,888.00');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('true');

    first.unmount();
    renderWallet();
    expect(screen.getByRole('button', { name: EN.header.hide }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(group().textContent).toContain('****');
    fireEvent.click(screen.getByRole('button', { name: EN.header.hide }));
    expect(await screen.findByText('$8,888.00')).toBeTruthy();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBeNull();
  });

  it('refreshes at most once a second, marked busy and disabled meanwhile', async () => {
    renderWallet();
    await screen.findByText('$8,888.00');
    expect(balanceCalls()).toBe(1);
    balance = 9000;
    const refresh = screen.getByRole('button', { name: EN.header.refresh });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('$9,000.00')).toBeTruthy();
    expect(balanceCalls()).toBe(2);
    // Still within the second: the button stays disabled and a click does nothing.
    fireEvent.click(refresh);
    expect(balanceCalls()).toBe(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1050)));
    expect(refresh.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(refresh);
    expect(balanceCalls()).toBe(3);
  });

  it('takes a member to the withdraw and deposit pages', async () => {
    const { location } = renderWallet();
    fireEvent.click(screen.getByRole('button', { name: EN.header.withdraw }));
    fireEvent.click(screen.getByRole('button', { name: EN.header.deposit }));
    expect(location.history).toEqual(['/', '/member/withdraw', '/member/depositv2']);
  });

  it('gives a trial user the need-true-account warning and asks for no balance', () => {
    const { location } = renderWallet(4);
    expect(screen.queryByRole('button', { name: EN.header.hide })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: EN.header.deposit }));
    fireEvent.click(screen.getByRole('button', { name: EN.header.withdraw }));
    expect(alerts.queue.map((alert) => alert.messageKey)).toEqual([
      'errors.need_true_account',
      'errors.need_true_account',
    ]);
    expect(location.history).toEqual(['/']);
    expect(request).not.toHaveBeenCalled();
  });
});
