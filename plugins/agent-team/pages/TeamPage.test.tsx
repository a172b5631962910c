// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { MEMBER_NS } from '../../../core/i18n/i18n';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import type { Downline } from '../api';
import EN from '../locales/page/EN.json';
import TeamPage from './TeamPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
const refresh = vi.fn(() => Promise.resolve());

const row = (account: string, over: Partial<Downline> = {}): Downline => ({
  account,
  nickname: account.toUpperCase(),
  type: 'player',
  level: 1,
  uplineAccount: 'agent01',
  status: 'active',
  balance: 10,
  teamSize: 0,
  registeredAt: '2026-10-01T08:00:00Z',
  ...over,
});

/** agent01's team as the platform pages it: 45 direct downlines, t01 an agent with 3 of its own. */
const direct = [
  row('t01', { type: 'agent', teamSize: 3, balance: 5000 }),
  ...Array.from({ length: 44 }, (_, i) => row(`p${String(i).padStart(3, '0')}`)),
];
const underT01 = ['t01a', 't01b', 't01c'].map((a) => row(a, { level: 2, uplineAccount: 't01' }));

function answer(p: Record<string, string | number>) {
  const source = p.account
    ? [...direct, ...underT01].filter((r) => r.account.startsWith(String(p.account)))
    : p.parentAccount === 't01'
      ? underT01
      : direct;
  const size = Number(p.pageSize);
  const start = (Number(p.pageNo) - 1) * size;
  return {
    pageNo: p.pageNo,
    pageSize: size,
    total: source.length,
    totalPages: Math.max(1, Math.ceil(source.length / size)),
    trail: p.parentAccount === 't01' ? [{ account: 't01', nickname: 'T01' }] : [],
    ...(p.parentAccount ? { parent: { account: p.parentAccount, level: 1 } } : {}),
    list: source.slice(start, start + size),
  };
}

beforeAll(async () => {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['agent-team-page', 'core', MEMBER_NS],
    resources: { EN: { 'agent-team-page': EN, core: CORE_EN, [MEMBER_NS]: MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  request.mockImplementation((name: string, p: Record<string, string | number>) => {
    if (name === 'downlineList') return Promise.resolve(answer(p));
    if (name === 'downlineTransfer')
      return Promise.resolve({
        transactionId: '7',
        amount: p.amount,
        downlineAccount: p.account,
        balance: 900,
        downlineBalance: 110,
      });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  request.mockReset();
  refresh.mockClear();
  sessionStorage.clear();
});

function renderPage() {
  const runtime = {
    site: { plugins: { 'agent-team': { teamPageSize: 20 } } },
    registry: {
      modals: new Map(),
      services: new Map([['walletRefresh', { load: () => Promise.resolve(refresh) }]]),
    },
  } as unknown as Runtime;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <TeamPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('TeamPage', () => {
  it('shows one server page of my direct downlines with their columns', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: EN.team.title })).toBeTruthy();
    await screen.findByRole('cell', { name: 't01' });
    expect(within(table()).getByText(EN.team.caption_mine)).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('45 members')).toBeTruthy();
    const first = within(bodyRows()[0]!);
    expect(first.getByText('5,000.00')).toBeTruthy();
    expect(first.getByText(EN.kind.agent)).toBeTruthy();
    expect(first.getByText(EN.team.status_active)).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'downlineList',
      { pageNo: 1, pageSize: 20 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByRole('cell', { name: 'p019' });
    expect(screen.queryByRole('cell', { name: 't01' })).toBeNull();
  });

  it('drills into an agent, names the way back, and goes back', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View team t01' }));
    await screen.findByRole('cell', { name: 't01a' });
    expect(within(table()).getByText('Downlines of t01')).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: EN.team.breadcrumb });
    expect(within(trail).getByText('t01').getAttribute('aria-current')).toBe('page');
    // players have no team to view
    expect(screen.queryByRole('button', { name: 'View team t01a' })).toBeNull();
    fireEvent.click(within(trail).getByRole('button', { name: EN.team.my_team }));
    await screen.findByRole('cell', { name: 'p000' });
  });

  it('searches the whole team by account prefix', async () => {
    renderPage();
    await screen.findByRole('cell', { name: 't01' });
    fireEvent.change(screen.getByLabelText(EN.team.search_label), { target: { value: ' t01 ' } });
    fireEvent.click(screen.getByRole('button', { name: EN.team.search }));
    await screen.findByRole('cell', { name: 't01a' });
    expect(request).toHaveBeenLastCalledWith(
      'downlineList',
      { pageNo: 1, pageSize: 20, account: 't01' },
      expect.anything(),
    );
    expect(bodyRows()).toHaveLength(4);
  });

  it('transfers with a new key after a refusal, then refreshes the balances', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer p001' }));
    const dialog = screen.getByRole('dialog');
    // the rules stop an empty form before anything is sent
    fireEvent.click(within(dialog).getByRole('button', { name: EN.transfer.submit }));
    expect(request).not.toHaveBeenCalledWith(
      'downlineTransfer',
      expect.anything(),
      expect.anything(),
    );

    request.mockImplementationOnce(() =>
      Promise.reject(new ApiError('FUNDS_PASSWORD_WRONG', 'wrong', 200, 'downlineTransfer')),
    );
    fireEvent.change(within(dialog).getByLabelText(/amount/i), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText(MEMBER_EN.funds_password.label), {
      target: { value: '000000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: EN.transfer.submit }));
    await within(dialog).findByRole('alert');
    const firstKey = (request.mock.calls.at(-1)![2] as { idempotencyKey: string }).idempotencyKey;

    fireEvent.change(within(dialog).getByLabelText(MEMBER_EN.funds_password.label), {
      target: { value: '135790' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: EN.transfer.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = request.mock.calls.filter(([name]) => name === 'downlineTransfer');
    expect(sent).toHaveLength(2);
    expect(sent[1]![1]).toEqual({ account: 'p001', amount: 100, fundsPassword: '135790' });
    // Refused: nothing moved, so the corrected send is a new intent with its own key.
    expect((sent[1]![2] as { idempotencyKey: string }).idempotencyKey).not.toBe(firstKey);
    expect(toasts.list.at(-1)).toMatchObject({ body: '100.00 sent to p001.', tone: 'success' });
    // the table asks again for the balances
    await waitFor(() =>
      expect(request.mock.calls.filter(([name]) => name === 'downlineList').length).toBeGreaterThan(
        1,
      ),
    );
  });
});
