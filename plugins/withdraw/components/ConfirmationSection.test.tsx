// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import EN from '../locales/EN.json';
import { ConfirmationSection } from './ConfirmationSection';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
vi.mock('../../../core/i18n/useLanguage', () => ({ useLanguage: () => 'EN' }));

// 2026-11-23 13:10 local time: the approval; auto-receive 30 minutes later at 13:40.
const approvedAt = new Date(2026, 10, 23, 13, 10).toISOString();
const autoReceiveAt = new Date(2026, 10, 23, 13, 40).toISOString();
let awaiting: Record<string, unknown>[] = [];

beforeAll(async () => {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value: function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
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
  sessionStorage.clear();
  awaiting = [
    {
      withdrawalId: 'W2611230007',
      amount: 1_080,
      status: 'APPROVED',
      bankName: 'Chase',
      accountNumber: '6222020200112233',
      createdAt: approvedAt,
      approvedAt,
      autoReceiveAt,
    },
  ];
  request.mockImplementation((name: string) => {
    if (name === 'paymentConfirmationList')
      return Promise.resolve({
        pageNo: 1,
        pageSize: 50,
        total: awaiting.length,
        totalPages: 1,
        autoReceiveMinutes: 30,
        list: awaiting,
      });
    if (name === 'c2cTransaction') {
      awaiting = [];
      return Promise.resolve({ status: 'PARTIAL' });
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});
afterEach(() => {
  cleanup();
  request.mockReset();
  clearToasts();
});

/** Without a symbol the amounts are bare figures (no currency code in these calls). */
function renderSection(currencySymbol = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const runtime = { permission: { currencySymbol } } as unknown as Runtime;
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <ConfirmationSection focused={false} />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('ConfirmationSection', () => {
  it('lists an approved withdrawal masked, with when it counts as received', async () => {
    const view = renderSection();
    const item = await screen.findByRole('listitem', { name: '1,080.00 · W2611230007' });
    expect(within(item).getByText('Treated as received at 13:40 (after 30 minutes)')).toBeTruthy();
    expect(within(item).getByText('Chase **** **** **** 2233')).toBeTruthy();
    expect(view.container.textContent).not.toContain('6222020200112233');
    expect(
      screen.getByText(
        'Tell us what arrived in your bank account for each paid withdrawal. A withdrawal you do not confirm is treated as received 30 minutes after it was paid, and a withdrawal treated as received this way does not refund your deposit guarantee.',
      ),
    ).toBeTruthy();
  });

  it('asks the partial amount, more than 0 and less than the amount, then sends it once', async () => {
    renderSection();
    const item = await screen.findByRole('listitem', { name: '1,080.00 · W2611230007' });
    fireEvent.click(within(item).getByRole('button', { name: EN.confirm.actions.PARTIAL }));
    const dialog = screen.getByRole('dialog', { name: EN.confirm.dialog.PARTIAL });
    const field = within(dialog).getByLabelText(EN.confirm.received_amount);
    const send = within(dialog).getByRole('button', { name: EN.confirm.send });
    fireEvent.change(field, { target: { value: '1080' } });
    fireEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter an amount more than 0 and less than 1,080.00.',
    );
    expect(request).not.toHaveBeenCalledWith(
      'c2cTransaction',
      expect.anything(),
      expect.anything(),
    );
    fireEvent.change(field, { target: { value: '1,000' } });
    await act(async () => fireEvent.click(send));
    expect(request).toHaveBeenCalledWith(
      'c2cTransaction',
      { withdrawalId: 'W2611230007', action: 'PARTIAL', receivedAmount: 1000 },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText(EN.confirm.empty)).toBeTruthy());
    expect(toasts.list.map((t) => t.title)).toEqual([EN.confirm.done_title]);
  });

  it("shows what remains as the received amount is typed, in the brand's symbol, politely", async () => {
    renderSection('$');
    const item = await screen.findByRole('listitem', { name: '$1,080.00 · W2611230007' });
    fireEvent.click(within(item).getByRole('button', { name: EN.confirm.actions.PARTIAL }));
    const dialog = screen.getByRole('dialog', { name: EN.confirm.dialog.PARTIAL });
    expect(within(dialog).getByText(/How much of the \$1,080\.00 of withdrawal/)).toBeTruthy();
    const remaining = within(dialog).getByRole('status');
    expect(remaining.getAttribute('aria-live')).toBe('polite');
    expect(remaining.textContent).toBe('Remaining: $1,080.00');
    const field = within(dialog).getByLabelText(EN.confirm.received_amount);
    fireEvent.change(field, { target: { value: '1,000.10' } });
    expect(remaining.textContent).toBe('Remaining: $79.90');
    fireEvent.change(field, { target: { value: '1079.99' } });
    expect(remaining.textContent).toBe('Remaining: $0.01');
    // Not a part of the withdrawal: no remaining amount to show.
    fireEvent.change(field, { target: { value: '1080' } });
    expect(remaining.textContent).toBe('Remaining: –');
    fireEvent.change(field, { target: { value: '12,34' } });
    expect(remaining.textContent).toBe('Remaining: –');
  });

  it('will not report "not received" without a proof, and refuses a GIF named .png', async () => {
    renderSection();
    const item = await screen.findByRole('listitem', { name: '1,080.00 · W2611230007' });
    fireEvent.click(within(item).getByRole('button', { name: EN.confirm.actions.NOT_RECEIVED }));
    const dialog = screen.getByRole('dialog', { name: EN.confirm.dialog.NOT_RECEIVED });
    fireEvent.click(within(dialog).getByRole('button', { name: EN.confirm.send }));
    expect(within(dialog).getByRole('alert').textContent).toContain(EN.confirm.proof_required);
    const gif = new File(
      [new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])],
      'proof.png',
      {
        type: 'image/png',
      },
    );
    const input = within(dialog).getByLabelText(EN.confirm.proof);
    await act(async () => fireEvent.change(input, { target: { files: [gif] } }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('proof.png'),
    );
    expect(request).not.toHaveBeenCalledWith(
      'c2cTransaction',
      expect.anything(),
      expect.anything(),
    );
  });
});
