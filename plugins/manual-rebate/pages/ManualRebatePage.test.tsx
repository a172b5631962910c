// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { session } from '../../../core/session/session';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import type { ManualRebateOptions } from '../../../generated/plugins/manual-rebate';
import type { RebateClaim, RebateHistoryEntry, RebateLine } from '../api';
import EN from '../locales/EN.json';
import signedIn from '../signedIn';
import ManualRebatePage from './ManualRebatePage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

const AS_OF = '2026-11-20T12:00:00.000Z';
let lines: RebateLine[] = [];
let claims: RebateHistoryEntry[] = [];
const refreshWallet = vi.fn(() => Promise.resolve());

/** A line as the platform sends it: the amount is turnover × rate rounded down, worked out here. */
const line = (
  gameType: string,
  vendor: string,
  turnover: number,
  rate: number,
  amount: number,
) => ({
  gameType,
  vendor,
  vendorName: `${vendor} Gaming`,
  turnover,
  rate,
  amount,
});
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v * 100, 0)) / 100;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['manual-rebate', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { 'manual-rebate': EN, core: CORE_EN, 'core-member': MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  lines = [
    line('LIVE', 'AG', 999.99, 0.006, 5.99),
    line('LIVE', 'EVO', 1234.56, 0.008, 9.87),
    line('RNG', 'PG', 1.5, 0.005, 0), // under a cent: shown at 0, waiting for more bets
    line('SPORTS', 'SABA', 200, 0.0045, 0.9),
  ];
  claims = [];
  // A small platform: a claim pays the lines of its game types that earn a cent, then they are gone.
  request.mockImplementation((name: string, p: Record<string, unknown>) => {
    switch (name) {
      case 'rebateSummary':
        return Promise.resolve({
          currency: 'USD',
          asOf: AS_OF,
          turnover: sum(lines.map((l) => l.turnover)),
          amount: sum(lines.map((l) => l.amount)),
          list: lines.map((l) => ({ ...l })),
        });
      case 'rebateClaim': {
        const paid = lines.filter(
          (l) => l.amount > 0 && (p.gameType === undefined || l.gameType === p.gameType),
        );
        if (paid.length === 0)
          return Promise.reject(new ApiError('NOTHING_TO_CLAIM', '', 400, 'rebateClaim'));
        lines = lines.filter((l) => !paid.includes(l));
        const claim: RebateClaim = {
          claimId: `RB00000${claims.length + 1}`,
          claimedAt: AS_OF,
          gameTypes: [...new Set(paid.map((l) => l.gameType))],
          turnover: sum(paid.map((l) => l.turnover)),
          amount: sum(paid.map((l) => l.amount)),
        };
        claims.unshift(claim);
        return Promise.resolve(claim);
      }
      case 'rebateHistory':
        return Promise.resolve({
          pageNo: p.pageNo,
          pageSize: p.pageSize,
          total: claims.length,
          totalPages: Math.max(1, Math.ceil(claims.length / Number(p.pageSize))),
          list: claims.slice(0, Number(p.pageSize)),
        });
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
  refreshWallet.mockClear();
  sessionStorage.clear();
  centrePages = [];
  session.isLogin = false;
});

/** The member centre's pages other plugins serve (the VIP plugin's rebate rates, or none). */
let centrePages: { key: string; pluginId: string }[] = [];

function renderPage(options: Partial<ManualRebateOptions> = {}) {
  const runtime = {
    flags: new Set<string>(),
    site: {
      plugins: { 'manual-rebate': { claimByGameType: true, historyPageSize: 10, ...options } },
    },
    registry: {
      modals: new Map(),
      services: new Map([['walletRefresh', { load: () => Promise.resolve(refreshWallet) }]]),
      slots: { memberCentre: centrePages },
    },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <ManualRebatePage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

/** The table once its rows arrived (while loading it shows placeholder rows). */
const table = async (name: string) => {
  const found = await screen.findByRole('table', { name });
  await waitFor(() => expect(found.getAttribute('aria-busy')).not.toBe('true'));
  return found;
};
const bodyRows = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .filter((r) => r.closest('tbody'));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const total = () => screen.getByText(EN.claimable.total).parentElement!.textContent;
const claimAll = () => screen.getByRole('button', { name: EN.claim.all });
const claimOne = (type: string) => screen.getByRole('button', { name: `Claim ${type}` });
const claimCalls = () => request.mock.calls.filter(([name]) => name === 'rebateClaim');

describe('ManualRebatePage', () => {
  it('links to the rebate rates where a plugin serves them, and says nothing of them otherwise', async () => {
    session.isLogin = true;
    centrePages = [{ key: 'rebateRates', pluginId: 'vip' }];
    renderPage();
    const link = await screen.findByRole('link', { name: EN.rates_link });
    expect(link.getAttribute('href')).toBe('/member/rebateRates');
    cleanup();
    centrePages = [];
    renderPage();
    await table(EN.lines.caption);
    expect(screen.queryByRole('link', { name: EN.rates_link })).toBeNull();
  });

  it('shows each game type and vendor with its turnover, its rate as a percentage and its amount', async () => {
    renderPage();
    const lines = await table(EN.lines.caption);
    const rows = bodyRows(lines);
    expect(rows.map(cells)).toEqual([
      ['Live casino', 'AG Gaming', '999.99', '0.6%', '5.99'],
      ['Live casino', 'EVO Gaming', '1,234.56', '0.8%', '9.87'],
      ['Slots', 'PG Gaming', '1.50', '0.5%', '0.00'],
      ['Sports', 'SABA Gaming', '200.00', '0.45%', '0.90'],
    ]);
    // the totals row in the table's foot, and the figure a claim pays
    const foot = within(lines).getAllByRole('row').at(-1)!;
    expect(within(foot).getByText('2,436.05')).toBeTruthy();
    expect(within(foot).getByText('16.76')).toBeTruthy();
    expect(total()).toBe(`${EN.claimable.total} 16.76`);
    expect(screen.getByText(/^Bets counted up to /)).toBeTruthy();
  });

  it('claims everything once on a double click, shows the amount credited and drops to 0', async () => {
    renderPage();
    await table(EN.lines.caption);
    const button = claimAll();
    fireEvent.click(button);
    fireEvent.click(button);
    const result = await screen.findByRole('heading', { name: EN.result.title });
    expect(claimCalls()).toHaveLength(1);
    const [, input, options] = claimCalls()[0]!;
    expect(input).toEqual({ asOf: AS_OF });
    expect(options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(document.activeElement).toBe(result);
    expect(screen.getByText('16.76 was added to your main wallet.')).toBeTruthy();
    // the header's balance is re-read at once
    await waitFor(() => expect(refreshWallet).toHaveBeenCalledTimes(1));
    // what is left is the line under a cent: nothing to claim, every button off
    await waitFor(() => expect(total()).toBe(`${EN.claimable.total} 0.00`));
    expect((claimAll() as HTMLButtonElement).disabled).toBe(true);
    expect((claimOne('Slots') as HTMLButtonElement).disabled).toBe(true);
    // and the claim in the history
    const history = await table(EN.history.caption);
    await waitFor(() => expect(bodyRows(history)).toHaveLength(1));
    expect(cells(bodyRows(history)[0]!)).toEqual([
      expect.any(String),
      'RB000001',
      'Live casino, Sports',
      '2,434.55',
      '16.76',
    ]);
  });

  it('claims one game type and leaves the others', async () => {
    renderPage();
    await table(EN.lines.caption);
    fireEvent.click(claimOne('Sports'));
    await screen.findByRole('heading', { name: EN.result.title });
    expect(claimCalls()[0]![1]).toEqual({ gameType: 'SPORTS', asOf: AS_OF });
    await waitFor(() => expect(total()).toBe(`${EN.claimable.total} 15.86`));
    expect((claimOne('Live casino') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Claim Sports' })).toBeNull();
  });

  it('keeps every claim button off while there is nothing to claim', async () => {
    lines = [line('RNG', 'PG', 1.5, 0.005, 0)];
    renderPage();
    await table(EN.lines.caption);
    expect(total()).toBe(`${EN.claimable.total} 0.00`);
    expect((claimAll() as HTMLButtonElement).disabled).toBe(true);
    expect((claimOne('Slots') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when another tab claimed first, and reads the page again: nothing left to claim', async () => {
    renderPage();
    await table(EN.lines.caption);
    lines = []; // paid in another tab since the page loaded
    fireEvent.click(claimAll());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MEMBER_EN.errors.nothing_to_claim,
    );
    // The refusal depends on what is left: the money views are read again, and say so.
    await waitFor(() => expect(claimAll()).toHaveProperty('disabled', true));
    expect(claimCalls()).toHaveLength(1);
  });

  it('offers only "claim all" where the site switches the per-type claim off', async () => {
    renderPage({ claimByGameType: false });
    await table(EN.lines.caption);
    expect(claimAll()).toBeTruthy();
    expect(screen.queryByRole('list', { name: EN.claim.by_type })).toBeNull();
  });

  it('is a real member’s page and account-menu entry', () => {
    expect(signedIn.slots.memberCentre).toEqual([
      expect.objectContaining({ key: 'manualRebate', order: 120, audience: 'real-member' }),
    ]);
    expect(signedIn.slots.accountMenu).toEqual([
      expect.objectContaining({
        key: 'manualRebate',
        to: '/member/manualRebate',
        order: 80,
        realAccount: true,
      }),
    ]);
  });
});
