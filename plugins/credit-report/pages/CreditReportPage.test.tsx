// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import { dateRangePresets } from '../../../core/ui/records/dateRangePresets';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { CreditReportOptions } from '../../../generated/plugins/credit-report';
import type { CreditLine, CreditPeriod, CreditReport } from '../api';
import EN from '../locales/EN.json';
import signedIn, { CREDIT_REPORT_PATH } from '../signedIn';
import CreditReportPage from './CreditReportPage';
import CreditReportRoute from './CreditReportRoute';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['credit-report', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { 'credit-report': EN, core: CORE_EN, 'core-member': MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const LINE: CreditLine = {
  hasCreditLine: true,
  currency: 'KHR',
  cycle: 'WEEKLY',
  limit: 8_000_000,
  used: 161_200.5,
  available: 7_838_799.5,
  grantedBy: 'agent01',
  timeZone: 'Asia/Phnom_Penh',
  utcOffset: 'GMT+07:00',
  periodStart: '2026-11-15T17:00:00.000Z',
  periodEnd: '2026-11-22T17:00:00.000Z',
  startDay: '2026-11-16',
  endDay: '2026-11-22',
  // Tuesday 00:00 in Phnom Penh
  nextSettlementAt: '2026-11-16T17:00:00.000Z',
};
const NO_LINE: CreditLine = {
  hasCreditLine: false,
  currency: 'USD',
  cycle: 'WEEKLY',
  limit: 0,
  used: 0,
  available: 0,
};

/** Week `n` weeks before the current one, with figures that differ per week. */
function period(n: number): CreditPeriod {
  const start = Date.UTC(2026, 10, 15, 17) - n * 7 * 86_400_000;
  const day = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
  return {
    periodStart: new Date(start).toISOString(),
    periodEnd: new Date(start + 7 * 86_400_000).toISOString(),
    startDay: day(start),
    endDay: day(start + 6 * 86_400_000),
    betCount: 40 + n,
    betAmount: 1_000 * (n + 1),
    validBet: 900 * (n + 1),
    winLoss: n % 2 === 0 ? -250.5 : 120,
    rebate: 4.5 * (n + 1),
    settlement: n % 2 === 0 ? -250.5 + 4.5 * (n + 1) : 120 + 4.5 * (n + 1),
    status: n < 2 ? 'OPEN' : 'SETTLED',
    ...(n < 2 ? {} : { settledAt: new Date(start + 8 * 86_400_000).toISOString() }),
  };
}

/** Twelve weeks of periods; the answer pages them and sums them, as the platform does. */
const PERIODS = Array.from({ length: 12 }, (_, n) => period(n));
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v * 100, 0)) / 100;
function reportAnswer(params: Record<string, unknown>): CreditReport {
  const pageNo = Number(params.pageNo);
  const pageSize = Number(params.pageSize);
  return {
    currency: 'KHR',
    pageNo,
    pageSize,
    total: PERIODS.length,
    totalPages: Math.ceil(PERIODS.length / pageSize),
    totals: {
      betCount: PERIODS.reduce((s, p) => s + p.betCount, 0),
      betAmount: sum(PERIODS.map((p) => p.betAmount)),
      validBet: sum(PERIODS.map((p) => p.validBet)),
      winLoss: sum(PERIODS.map((p) => p.winLoss)),
      rebate: sum(PERIODS.map((p) => p.rebate)),
      settlement: sum(PERIODS.map((p) => p.settlement)),
    },
    list: PERIODS.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  };
}

let line: CreditLine | Error = LINE;
let report: 'answer' | Error = 'answer';

beforeEach(() => {
  line = LINE;
  report = 'answer';
  request.mockImplementation((name: string, params: Record<string, unknown>) => {
    if (name === 'creditLine')
      return line instanceof Error ? Promise.reject(line) : Promise.resolve(line);
    if (name === 'creditReport')
      return report instanceof Error
        ? Promise.reject(report)
        : Promise.resolve(reportAnswer(params));
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
});

function renderPage(options: Partial<CreditReportOptions> = {}) {
  const runtime = {
    site: { plugins: { 'credit-report': { showIntro: true, pageSize: 5, ...options } } },
    permission: { currencySymbol: '៛' },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <CreditReportPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const reportCalls = () =>
  request.mock.calls.filter(([name]) => name === 'creditReport').map(([, params]) => params);

/** The periods table once its rows arrived (while loading it shows placeholder rows). */
async function periodsTable() {
  const table = await screen.findByRole('table', { name: /^Settlement periods from / });
  await waitFor(() => expect(table.getAttribute('aria-busy')).not.toBe('true'));
  return table;
}
const rowsOf = (table: HTMLElement, part: 'tbody' | 'tfoot') =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest(part));
const texts = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** The value shown beside a term of the summary's description lists. */
const described = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CreditReportPage with a credit line', () => {
  it('shows the line: limit, used, available, who granted it and its calendar', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: EN.line.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: EN.title })).toBeTruthy();
    expect(screen.getByText(EN.intro)).toBeTruthy();
    expect(described(EN.line.limit)).toBe('៛8,000,000.00');
    expect(described(EN.line.used)).toBe('៛161,200.50');
    expect(described(EN.line.available)).toBe('៛7,838,799.50');
    expect(described(EN.line.granted_by)).toBe('agent01');
    expect(described(EN.line.cycle)).toBe('Weekly');
    expect(described(EN.line.time_zone)).toBe('Asia/Phnom_Penh (GMT+07:00)');
    expect(described(EN.line.current_period)).toBe('2026-11-16 to 2026-11-22');
    // the settlement at midnight on the merchant's clock, whatever the reader's zone
    expect(described(EN.line.next_settlement)).toMatch(/11\/17\/2026.*00:00 \(GMT\+07:00\)$/);
  });

  it('lists the periods of the last 30 days with real headers, their status and figures', async () => {
    renderPage();
    const table = await periodsTable();
    const range = dateRangePresets(new Date()).last_30_days;
    expect(reportCalls()).toEqual([{ ...range, pageNo: 1, pageSize: 5 }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Period',
      'Status',
      'Bets',
      'Stakes',
      'Valid bets',
      'Win/loss',
      'Rebate',
      'Settlement',
    ]);
    const rows = rowsOf(table, 'tbody');
    expect(rows).toHaveLength(5);
    expect(texts(rows[0]!)).toEqual([
      '2026-11-16 to 2026-11-22',
      'Open',
      '40',
      '1,000.00',
      '900.00',
      '-250.50',
      '4.50',
      '-246.00',
    ]);
    expect(texts(rows[3]!)).toEqual([
      '2026-10-26 to 2026-11-01',
      'Settled',
      '43',
      '4,000.00',
      '3,600.00',
      '120.00',
      '18.00',
      '138.00',
    ]);
    // losses and gains are told apart by colour as well as by sign
    expect(within(rows[0]!).getByText('-246.00').className).toBe('wl-credit-report__loss');
    expect(within(rows[3]!).getByText('138.00').className).toBe('wl-credit-report__gain');
    expect(screen.getByText(/^Amounts in KHR\./)).toBeTruthy();
  });

  it('keeps the range’s totals in the foot while paging, and starts a new range at page 1', async () => {
    renderPage();
    const table = await periodsTable();
    const totals = [
      'Total',
      '',
      String(PERIODS.reduce((s, p) => s + p.betCount, 0)),
      '78,000.00',
      '70,200.00',
      '-783.00',
      '351.00',
      '-432.00',
    ];
    expect(texts(rowsOf(table, 'tfoot')[0]!)).toEqual(totals);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(reportCalls().at(-1)).toMatchObject({ pageNo: 3 }));
    await waitFor(() => expect(rowsOf(table, 'tbody')).toHaveLength(2));
    expect(texts(rowsOf(table, 'tbody')[0]!)[0]).toBe('2026-09-07 to 2026-09-13');
    expect(texts(rowsOf(table, 'tfoot')[0]!)).toEqual(totals);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(screen.getByRole('button', { name: MEMBER_EN.dates.last_7_days }));
    const week = dateRangePresets(new Date()).last_7_days;
    await waitFor(() => expect(reportCalls().at(-1)).toEqual({ ...week, pageNo: 1, pageSize: 5 }));
  });

  it('uses the site’s page size and may leave the introduction out', async () => {
    renderPage({ pageSize: 10, showIntro: false });
    const table = await periodsTable();
    expect(rowsOf(table, 'tbody')).toHaveLength(10);
    expect(reportCalls()[0]).toMatchObject({ pageSize: 10 });
    expect(screen.queryByText(EN.intro)).toBeNull();
  });
});

describe('CreditReportPage without a credit line', () => {
  it('explains why there is nothing to show instead of an empty table, and asks for no report', async () => {
    line = NO_LINE;
    renderPage();
    expect(await screen.findByRole('heading', { name: EN.none.title })).toBeTruthy();
    expect(screen.getByText(EN.none.body)).toBeTruthy();
    expect(screen.getByText(EN.none.how)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(EN.line.limit)).toBeNull();
    expect(reportCalls()).toEqual([]);
  });
});

describe('CreditReportPage when a call fails', () => {
  it('says what went wrong in the catalogue’s words and tries again on request', async () => {
    line = new ApiError('OPERATION_NOT_ALLOWED', 'CREDITMAR3 is off', 200, 'creditLine');
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CORE_EN.errors.operation_not_allowed);
    expect(screen.queryByRole('table')).toBeNull();
    line = LINE;
    fireEvent.click(within(alert).getByRole('button', { name: CORE_EN.actions.retry }));
    expect(await screen.findByRole('heading', { name: EN.line.title })).toBeTruthy();
  });

  it('keeps the line and offers a retry in the table when the report fails', async () => {
    report = new ApiError('NETWORK', '', 0, 'creditReport');
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MEMBER_EN.records.failed);
    expect(described(EN.line.limit)).toBe('៛8,000,000.00');
    report = 'answer';
    fireEvent.click(within(alert).getByRole('button', { name: CORE_EN.actions.retry }));
    const table = await periodsTable();
    expect(rowsOf(table, 'tbody')).toHaveLength(5);
  });
});

describe('credit-report entries', () => {
  it('is a real member’s centre page and account-menu entry', () => {
    expect(signedIn.slots.memberCentre).toEqual([
      expect.objectContaining({ key: 'creditReport', order: 92, audience: 'real-member' }),
    ]);
    expect(signedIn.slots.accountMenu).toEqual([
      expect.objectContaining({
        key: 'creditReport',
        label: 'menu',
        to: CREDIT_REPORT_PATH,
        audience: 'member',
        realAccount: true,
      }),
    ]);
  });

  it('sends /creditReport on to the page in the member centre', () => {
    const memory = memoryLocation({ path: '/creditReport', record: true });
    render(
      <Router hook={memory.hook}>
        <CreditReportRoute />
      </Router>,
    );
    expect(memory.history.at(-1)).toBe('/member/creditReport');
  });
});
