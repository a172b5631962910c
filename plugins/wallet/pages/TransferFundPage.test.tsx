// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { queryClient } from '../../../core/runtime/queryClient';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import MEMBER from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/EN.json';
import TransferFundPage from './TransferFundPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

let isSingle = false;
/** The platform's answers by idempotency key, for intentStatus. */
const answered = new Map<string, unknown>();
let main = 100;
let wallets: {
  vendor: string;
  displayName: string;
  gameType: string;
  balance: number;
  maintenance: boolean;
}[];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['wallet', 'core', 'core-member'],
    resources: {
      EN: {
        wallet: EN,
        core: { errors: { insufficient_balance: 'Not enough money' } },
        'core-member': {
          amount: {
            over_balance: 'More than the {{available}} available',
            range: '{{min}} to {{max}}',
            available: 'available {{available}}',
            presets: 'Amounts',
          },
          intent: MEMBER.intent,
        },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  currencySymbol = '$';
  isSingle = false;
  main = 100;
  wallets = [
    { vendor: 'AG', displayName: 'Asia Gaming', gameType: 'LIVE', balance: 0, maintenance: false },
    { vendor: 'WM', displayName: 'WM Casino', gameType: 'LIVE', balance: 3, maintenance: true },
    { vendor: 'PT', displayName: 'Playtech', gameType: 'RNG', balance: 0, maintenance: false },
  ];
  answered.clear();
  request.mockImplementation((name: string, params: Record<string, unknown>, options) => {
    const total = main + wallets.reduce((sum, w) => sum + w.balance, 0);
    switch (name) {
      case 'merchantWallet':
        return Promise.resolve({ isSingle, balance: main });
      case 'balance':
        return Promise.resolve({
          balance: main,
          currency: 'USD',
          updatedAt: '2026-11-23T00:00:00Z',
        });
      case 'vendorWallets':
        return Promise.resolve({ currency: 'USD', wallets: wallets.map((w) => ({ ...w })) });
      case 'consolidatedFunds':
        return Promise.resolve({ total, currency: 'USD', wallets: [] });
      case 'walletTransfer': {
        const amount = params.amount as number;
        const vendor = params.from === 'MAIN' ? params.to : params.from;
        const sign = params.from === 'MAIN' ? 1 : -1;
        main -= sign * amount;
        wallets.find((w) => w.vendor === vendor)!.balance += sign * amount;
        const answer = { transactionId: '1', balance: main };
        answered.set((options as { idempotencyKey: string }).idempotencyKey, answer);
        return Promise.resolve(answer);
      }
      case 'intentStatus': {
        const answer = answered.get(params.key as string);
        return Promise.resolve({
          key: params.key,
          operation: params.operation,
          ...(answer ? { status: 'applied', answer } : { status: 'not-received' }),
        });
      }
      case 'walletRecallAll': {
        const moved = wallets.filter((w) => !w.maintenance && w.balance > 0);
        const sum = moved.reduce((s, w) => s + w.balance, 0);
        for (const w of moved) w.balance = 0;
        main += sum;
        return Promise.resolve({ transactionId: '2', moved: [], total: sum, balance: main });
      }
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

let currencySymbol = '$';

function renderPage() {
  const runtime = {
    site: { plugins: { wallet: { transferPresets: [10, 50] } } },
    permission: { currencySymbol },
  } as unknown as Runtime;
  render(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider value={runtime}>
        <TransferFundPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const cards = async () =>
  within(await screen.findByRole('list', { name: EN.transfer.wallets_label }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);
const calls = (name: string) => request.mock.calls.filter(([called]) => called === name);

describe('TransferFundPage', () => {
  it("shows the main wallet and one card per vendor wallet, and the total, in the brand's symbol", async () => {
    renderPage();
    expect(await cards()).toEqual([
      'Main wallet$100.00',
      'Asia Gaming$0.00',
      `WM Casino$3.00${EN.transfer.maintenance}`,
      'Playtech$0.00',
    ]);
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toBe('$103.00'));
  });

  it('transfers to a vendor wallet with one idempotency key, then shows the new balances', async () => {
    renderPage();
    await cards();
    expect((screen.getByLabelText(EN.transfer.from) as HTMLSelectElement).value).toBe('MAIN');
    expect((screen.getByLabelText(EN.transfer.to) as HTMLSelectElement).value).toBe('AG');
    fireEvent.click(screen.getByRole('button', { name: '10.00' }));
    const submit = screen.getByRole('button', { name: EN.transfer.submit });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(toasts.list).toHaveLength(1));
    expect(calls('walletTransfer')).toEqual([
      [
        'walletTransfer',
        { from: 'MAIN', to: 'AG', amount: 10 },
        { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
      ],
    ]);
    expect(toasts.list[0]).toMatchObject({
      tone: 'success',
      body: '10.00 moved from Main wallet to Asia Gaming.',
    });
    await waitFor(async () => expect((await cards())[1]).toBe('Asia Gaming$10.00'));
    expect((await cards())[0]).toBe('Main wallet$90.00');
  });

  it('moves the main wallet to the other side when a vendor is picked to send from', async () => {
    renderPage();
    await cards();
    fireEvent.change(screen.getByLabelText(EN.transfer.from), { target: { value: 'PT' } });
    expect((screen.getByLabelText(EN.transfer.to) as HTMLSelectElement).value).toBe('MAIN');
    const wm = within(screen.getByLabelText(EN.transfer.from)).getByRole('option', {
      name: `WM Casino (${EN.transfer.maintenance})`,
    }) as HTMLOptionElement;
    expect(wm.disabled).toBe(true);
  });

  it('refuses more than the wallet holds before asking the platform', async () => {
    renderPage();
    await cards();
    fireEvent.change(screen.getByLabelText(EN.transfer.amount), { target: { value: '100.01' } });
    fireEvent.click(screen.getByRole('button', { name: EN.transfer.submit }));
    expect(await screen.findByText('More than the 100.00 available')).toBeTruthy();
    expect(calls('walletTransfer')).toEqual([]);
  });

  it('after a refusal nothing moved: the same amount sent again is a new intent', async () => {
    renderPage();
    await cards();
    request.mockImplementationOnce(() =>
      Promise.reject(new ApiError('INSUFFICIENT_BALANCE', '', 400, 'walletTransfer')),
    );
    fireEvent.change(screen.getByLabelText(EN.transfer.amount), { target: { value: '5' } });
    const submit = screen.getByRole('button', { name: EN.transfer.submit });
    fireEvent.click(submit);
    expect(await screen.findByText('Not enough money')).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(toasts.list).toHaveLength(1));
    const [first, second] = calls('walletTransfer').map((call) => call[2].idempotencyKey);
    expect(second).not.toBe(first);
    expect(calls('intentStatus')).toEqual([]);
  });

  it('an answer lost after the money moved: says it went through, shows the balances, and an empty form', async () => {
    renderPage();
    await cards();
    const applyThenLose = request.getMockImplementation()!;
    request.mockImplementationOnce((...args: Parameters<typeof applyThenLose>) =>
      applyThenLose(...args).then(() => {
        throw new ApiError('SYSTEM_ERROR', '', 500, 'walletTransfer');
      }),
    );
    const amount = screen.getByLabelText(EN.transfer.amount);
    fireEvent.change(amount, { target: { value: '7.77' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: EN.transfer.submit }));
    expect(
      // The answer read back is checked against its schema first (a large module in tests).
      await screen.findByText(
        'Your transfer of 7.77 from Main wallet to Asia Gaming went through.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls('walletTransfer')).toHaveLength(1);
    expect(calls('intentStatus')[0]![1]).toEqual({
      key: calls('walletTransfer')[0]![2].idempotencyKey,
      operation: 'walletTransfer',
    });
    await waitFor(async () => expect((await cards())[0]).toBe('Main wallet$92.23'));
    // A confirmed form is empty and shows no rule, though its field had been left.
    const field = screen.getByLabelText(EN.transfer.amount) as HTMLInputElement;
    expect(field.value).toBe('');
    fireEvent.blur(field);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('recalls every vendor wallet to main', async () => {
    wallets[0]!.balance = 20;
    renderPage();
    await cards();
    fireEvent.click(screen.getByRole('button', { name: EN.recall.button }));
    await waitFor(() => expect(toasts.list).toHaveLength(1));
    expect(calls('walletRecallAll')).toEqual([
      ['walletRecallAll', {}, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }],
    ]);
    expect(toasts.list[0]!.body).toBe('20.00 is back in the main wallet.');
    await waitFor(async () => expect((await cards())[0]).toBe('Main wallet$120.00'));
    expect(
      (screen.getByRole('button', { name: EN.recall.button }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('on a single-wallet merchant says so, and offers no vendor wallets and no transfer', async () => {
    isSingle = true;
    renderPage();
    expect(await screen.findByText(EN.transfer.single)).toBeTruthy();
    expect(await cards()).toEqual(['Main wallet$100.00']);
    expect(screen.queryByRole('button', { name: EN.transfer.submit })).toBeNull();
    expect(screen.queryByRole('button', { name: EN.recall.button })).toBeNull();
    expect(calls('vendorWallets')).toEqual([]);
  });

  it("falls back to the balance call's currency code when the platform sends no symbol", async () => {
    currencySymbol = '';
    renderPage();
    expect((await cards())[0]).toBe('Main walletUSD 100.00');
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toBe('USD 103.00'));
  });
});
