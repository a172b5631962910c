// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { WithdrawalSummary } from '../api';
import EN from '../locales/EN.json';
import { RecentWithdrawals } from './RecentWithdrawals';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
vi.mock('../../../core/i18n/useLanguage', () => ({ useLanguage: () => 'EN' }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['withdraw', 'core'],
    fallbackNS: ['core'],
    resources: { EN: { withdraw: EN, core: CORE } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  request.mockReset();
});

const at = new Date(2026, 10, 23, 13, 10).toISOString();
const entry = (change: Partial<WithdrawalSummary>): WithdrawalSummary => ({
  withdrawalId: 'W0',
  amount: 100,
  status: 'APPROVED',
  confirmStatus: 'NONE',
  bankName: 'Chase',
  accountNumber: '6222020200112233',
  createdAt: at,
  approvedAt: at,
  ...change,
});

function renderList(list: WithdrawalSummary[]) {
  request.mockImplementation((name: string) =>
    name === 'withdrawals'
      ? Promise.resolve({ pageNo: 1, pageSize: 10, total: list.length, totalPages: 1, list })
      : Promise.reject(new Error(`unexpected ${name}`)),
  );
  const runtime = {
    site: { plugins: { withdraw: { recentWithdrawals: 10 } } },
    permission: { currencySymbol: '$' },
  } as unknown as Runtime;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <RecentWithdrawals />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

/** The table row of one withdrawal, found by its reference. */
async function row(id: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: EN.recent.title });
  return within(table).getByRole('cell', { name: id }).closest('tr')!;
}

describe('RecentWithdrawals', () => {
  it('shows the remaining amount of a partly received withdrawal, and of no other', async () => {
    renderList([
      entry({
        withdrawalId: 'W1',
        amount: 1_080.5,
        confirmStatus: 'PARTIAL',
        receivedAmount: 1_000.1,
      }),
      entry({ withdrawalId: 'W2', confirmStatus: 'ALL_RECEIVED', receivedAmount: 100 }),
      entry({ withdrawalId: 'W3', confirmStatus: 'NOT_RECEIVED', receivedAmount: 0 }),
    ]);
    const partial = await row('W1');
    const cells = within(partial).getAllByRole('cell');
    expect(cells[3]!.textContent).toBe('1,080.50');
    expect(cells[4]!.textContent).toBe(`${EN.recent.confirm_status.PARTIAL}Remaining: 80.40`);
    expect(within(await row('W2')).queryByText(/Remaining/)).toBeNull();
    expect(within(await row('W3')).queryByText(/Remaining/)).toBeNull();
  });

  it('says a withdrawal treated as received does not refund the deposit guarantee', async () => {
    renderList([
      entry({ withdrawalId: 'W4', confirmStatus: 'AUTO_RECEIVED', receivedAmount: 100 }),
    ]);
    const auto = await row('W4');
    expect(within(auto).getAllByRole('cell')[4]!.textContent).toBe(
      'Treated as received (deposit guarantee not refunded)',
    );
  });
});
