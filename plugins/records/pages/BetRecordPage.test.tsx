// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../core/runtime/queryClient';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/EN.json';
import BetRecordPage from './BetRecordPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

let failBets = false;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['records', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: {
        records: EN,
        core: {
          actions: { retry: 'Retry' },
          paginator: { label: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {{page}}' },
        },
        'core-member': {
          records: { failed: 'Could not load', total: 'Total', loading: 'Loading' },
          dates: {
            range: 'Date range',
            presets: 'Quick ranges',
            today: 'Today',
            yesterday: 'Yesterday',
            last_7_days: 'Last 7 days',
            last_30_days: 'Last 30 days',
            from: 'From',
            to: 'To',
            kept: 'Kept {{days}} days',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

/** 45 bets: three pages of 20; the page's rows are numbered so a test sees them change. */
function betsAnswer(params: Record<string, unknown>) {
  const pageNo = Number(params.pageNo);
  const vendor = (params.vendor as string | undefined) ?? 'PG';
  const count = Math.max(0, Math.min(20, 45 - (pageNo - 1) * 20));
  return {
    pageNo,
    pageSize: 20,
    total: 45,
    totals: { bet: 4500, validBet: 4400, payout: 4300.5, winLoss: -199.5 },
    list: Array.from({ length: count }, (_, i) => ({
      id: String((pageNo - 1) * 20 + i + 1),
      roundId: `R${(pageNo - 1) * 20 + i + 1}`,
      vendor,
      gameType: 'RNG',
      gameName: `Game ${(pageNo - 1) * 20 + i + 1}`,
      bet: 100,
      validBet: 100,
      payout: 1234.5,
      winLoss: 1134.5,
      status: 'SETTLED',
      placedAt: '2026-11-23T10:00:00Z',
      settledAt: '2026-11-23T10:00:03Z',
    })),
  };
}

beforeEach(() => {
  failBets = false;
  window.history.replaceState(null, '', '/member/personalHistoryCopy');
  request.mockImplementation((name: string, params: Record<string, unknown>) => {
    if (name === 'gameVendor')
      return Promise.resolve({
        lanes: [
          {
            title: 'RNG',
            cards: [
              { vassalage: 'PG', gameType: 'RNG', displayName: 'PG Soft' },
              { vassalage: 'JL', gameType: 'RNG', displayName: 'JILI' },
            ],
          },
          {
            title: 'LIVE',
            cards: [{ vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' }],
          },
        ],
      });
    if (name === 'betRecords')
      return failBets ? Promise.reject(new Error('offline')) : Promise.resolve(betsAnswer(params));
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  request.mockReset();
});

function renderPage() {
  const runtime = { site: { plugins: { records: { showRoundId: true } } } } as unknown as Runtime;
  render(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider value={runtime}>
        <BetRecordPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table');
const firstGame = () => within(table()).getAllByRole('row')[1]!.textContent;
const betCalls = () =>
  request.mock.calls.filter(([name]) => name === 'betRecords').map(([, params]) => params);

describe('BetRecordPage', () => {
  it('shows the last 7 days by default, with formatted amounts and the totals row', async () => {
    renderPage();
    await screen.findByText('Game 1');
    expect(betCalls()[0]).toMatchObject({ pageNo: 1, pageSize: 20 });
    const { from, to } = betCalls()[0] as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(screen.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeTruthy();
    expect(firstGame()).toContain('1,234.50');
    const totals = within(table()).getAllByRole('row').at(-1)!;
    expect(totals.textContent).toContain('Total (45 bets)');
    expect(totals.textContent).toContain('-199.50');
  });

  it('pages with the address: rows change, totals stay, a reload reads the same page', async () => {
    renderPage();
    await screen.findByText('Game 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Game 21');
    expect(window.location.search).toContain('page=2');
    expect(within(table()).getAllByRole('row').at(-1)!.textContent).toContain('Total (45 bets)');
    cleanup();
    queryClient.clear();
    renderPage();
    await screen.findByText('Game 21');
  });

  it('filters by vendor from page 1 and offers only the vendors of the chosen game type', async () => {
    renderPage();
    await screen.findByText('Game 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Game 21');
    const vendor = screen.getByLabelText(EN.filters.vendor) as HTMLSelectElement;
    await waitFor(() => expect(vendor.options).toHaveLength(4));
    fireEvent.change(vendor, { target: { value: 'EVO' } });
    await waitFor(() => expect(betCalls().at(-1)).toMatchObject({ vendor: 'EVO', pageNo: 1 }));
    expect(window.location.search).toContain('vendor=EVO');
    expect(window.location.search).not.toContain('page=');
    fireEvent.change(screen.getByLabelText(EN.filters.game_type), { target: { value: 'RNG' } });
    await waitFor(() => expect(vendor.options).toHaveLength(3));
    expect(vendor.value).toBe('');
  });

  it('offers a retry when the call fails, and the retry brings the rows', async () => {
    failBets = true;
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    failBets = false;
    fireEvent.click(retry);
    await screen.findByText('Game 1');
  });
});
