// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import EN from '../locales/page/EN.json';
import { fileText } from '../report/csv';
import UserLossPage from './UserLossPage';
import { initTexts, renderWithOptions } from './testSetup';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
const downloads = vi.hoisted(() => [] as { name: string; file: Blob }[]);
vi.mock('../report/csv', async (original) => ({
  ...(await original<typeof import('../report/csv')>()),
  downloadFile: (name: string, file: Blob) => downloads.push({ name, file }),
}));

const figures = (n: number) => ({
  bets: n,
  bet: n * 10,
  validBet: n * 10,
  winLoss: -n,
  bonus: 0,
  rebate: 0.5,
  deposits: 100,
  withdrawn: 0,
  profit: -n + 0.5,
});
/** 45 members of the team, "a,b" accounts for the CSV's quoting. */
const members = Array.from({ length: 45 }, (_, i) => ({
  account: i === 0 ? 'a,b' : `p${String(i).padStart(3, '0')}`,
  level: 1 + (i % 3),
  ...figures(i + 1),
}));

function answer(p: Record<string, string | number>) {
  if (p.account && !members.some((m) => m.account === p.account))
    return Promise.reject(
      new ApiError('OPERATION_NOT_ALLOWED', 'not in your team', 403, 'agentUserLoss'),
    );
  const source = p.account ? members.filter((m) => m.account === p.account) : members;
  const size = Number(p.pageSize);
  const start = (Number(p.pageNo) - 1) * size;
  const list = source.slice(start, start + size);
  return Promise.resolve({
    pageNo: p.pageNo,
    pageSize: size,
    total: source.length,
    totalPages: Math.max(1, Math.ceil(source.length / size)),
    totals: { ...figures(999), bet: 12_345.6 },
    pageTotals: { ...figures(7), bet: 77 },
    list,
  });
}

beforeAll(initTexts);
beforeEach(() =>
  request.mockImplementation((_name: string, p: Record<string, string | number>) => answer(p)),
);
afterEach(() => {
  cleanup();
  request.mockReset();
  downloads.length = 0;
});

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('rowgroup')[1]!.querySelectorAll('tr');

describe('UserLossPage', () => {
  it('shows a server page with the grand totals in the foot and the page totals below', async () => {
    renderWithOptions(<UserLossPage />);
    expect(screen.getByRole('heading', { level: 2, name: EN.user_loss.title })).toBeTruthy();
    await screen.findByText('p001');
    expect(bodyRows()).toHaveLength(20);
    const foot = table().querySelector('tfoot')!;
    expect(within(foot as HTMLElement).getByText('Total (45 rows)')).toBeTruthy();
    expect(within(foot as HTMLElement).getByText('12,345.60')).toBeTruthy();
    const pageTotals = screen.getByText(EN.table.page_totals).parentElement!;
    expect(within(pageTotals).getByText('77.00')).toBeTruthy();
    // the last 7 days of the agent's clock, the whole team, page 1
    const [name, query] = request.mock.calls[0]!;
    expect(name).toBe('agentUserLoss');
    expect(query).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      utcOffset: -new Date().getTimezoneOffset(),
    });
    expect(query).not.toHaveProperty('account');
  });

  it('pages on the server and narrows to a downline; an account outside the team is said so', async () => {
    renderWithOptions(<UserLossPage />);
    await screen.findByText('p001');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('p044');
    expect(bodyRows()).toHaveLength(5);
    fireEvent.change(screen.getByLabelText(EN.filters.account), { target: { value: ' p010 ' } });
    fireEvent.click(screen.getByRole('button', { name: EN.filters.apply }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(request).toHaveBeenLastCalledWith(
      'agentUserLoss',
      expect.objectContaining({ account: 'p010', pageNo: 1 }),
      expect.anything(),
    );
    fireEvent.change(screen.getByLabelText(EN.filters.account), { target: { value: 'stranger' } });
    fireEvent.click(screen.getByRole('button', { name: EN.filters.apply }));
    expect(await screen.findByText('No member of your team is called stranger.')).toBeTruthy();
  });

  it("filters by game type from the platform's list", async () => {
    renderWithOptions(<UserLossPage />);
    await screen.findByText('p001');
    fireEvent.change(screen.getByLabelText(EN.filters.game_type), { target: { value: 'LIVE' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        'agentUserLoss',
        expect.objectContaining({ gameType: 'LIVE' }),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('option', { name: EN.game_types.COCKFIGHT })).toBeTruthy();
  });

  it('exports every page of the filter as CSV, up to the cap, and says how many rows', async () => {
    renderWithOptions(<UserLossPage />);
    await screen.findByText('p001');
    fireEvent.click(screen.getByRole('button', { name: EN.export.button }));
    await screen.findByText('Exported 45 rows.');
    const [file] = downloads;
    expect(file!.name).toMatch(/^user-loss_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fileText(file!.file)).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Account,Level,Bets,Bet,Valid bet,Win/loss,Bonuses,Rebates,Deposits,Withdrawals,Profit/loss',
    );
    expect(lines).toHaveLength(46);
    expect(lines[1]).toBe('"a,b",1,1,10.00,10.00,-1.00,0.00,0.50,100.00,0.00,-0.50');
    // pages of 100: one call for 45 rows
    expect(
      request.mock.calls.filter(
        ([, q]) => (q as { pageSize?: number } | undefined)?.pageSize === 100,
      ),
    ).toHaveLength(1);
  });

  it('stops at the cap and says the export was cut', async () => {
    renderWithOptions(<UserLossPage />, { pageSize: 20, csvMaxRows: 30 });
    await screen.findByText('p001');
    fireEvent.click(screen.getByRole('button', { name: EN.export.button }));
    await screen.findByText('Exported the first 30 rows of 45: an export holds at most that many.');
    expect((await fileText(downloads[0]!.file)).slice(1).split('\r\n')).toHaveLength(31);
  });
});
