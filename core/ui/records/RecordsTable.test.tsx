// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import EN from '../../i18n/locales/EN.json';
import MEMBER_TEXTS from '../../i18n/locales/member/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { formatAmount } from '../money/formatAmount';
import { RecordsTable, type RecordsColumn, type RecordsTableProps } from './RecordsTable';

beforeAll(initCoreTexts);
afterEach(cleanup);

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const columns: RecordsColumn<Bet>[] = [
  { key: 'game', header: 'Game', cell: (bet) => bet.game },
  { key: 'stake', header: 'Stake', cell: (bet) => formatAmount(bet.stake), align: 'end' },
];
const bets = (count: number, first = 1): Bet[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `B${first + index}`,
    game: `Game ${first + index}`,
    stake: (first + index) * 10,
  }));

function renderTable(props: Partial<RecordsTableProps<Bet>> = {}) {
  const all: RecordsTableProps<Bet> = {
    caption: 'Bet record',
    columns,
    rows: bets(3),
    page: 1,
    pageCount: 4,
    onPage: () => undefined,
    state: 'ready',
    onRetry: () => undefined,
    emptyText: 'No bets in this period',
    rowKey: (bet) => bet.id,
    ...props,
  };
  return render(<RecordsTable {...all} />);
}

const table = () => screen.getByRole('table', { name: 'Bet record' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1); // after the header row

describe('RecordsTable', () => {
  it('is a real table with a caption, column headers, the rows and the totals', () => {
    renderTable({ totals: { stake: formatAmount(60) } });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Stake']);
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      'Game 110.00',
      'Game 220.00',
      'Game 330.00',
      'Total60.00',
    ]);
    expect(within(table()).getByRole('rowheader').textContent).toBe(MEMBER_TEXTS.records.total);
    expect(within(table()).getByText('20.00').className).toContain('--end');
  });

  it('pages through the server pages with the core paginator', () => {
    const onPage = vi.fn();
    renderTable({ onPage, page: 2 });
    fireEvent.click(screen.getByRole('button', { name: EN.paginator.next }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(
      screen
        .getByRole('button', { name: EN.paginator.page.replace('{{page}}', '2') })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('keeps the last rows, dimmed and busy, while the next page loads', () => {
    renderTable({ state: 'loading' });
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe(MEMBER_TEXTS.records.loading);
  });

  it('holds the place of the first page with placeholder rows', () => {
    renderTable({ state: 'loading', rows: [] });
    // hidden from screen readers, which hear the status instead
    expect(within(table()).queryAllByRole('row')).toHaveLength(1);
    expect(table().querySelectorAll('tbody tr')).toHaveLength(20);
  });

  it('says when there is nothing, without a totals row', () => {
    renderTable({ rows: [], pageCount: 0, totals: { stake: '0.00' } });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['No bets in this period']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers a retry when the records could not be loaded', () => {
    const onRetry = vi.fn();
    renderTable({ state: 'error', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MEMBER_TEXTS.records.failed);
    fireEvent.click(within(alert).getByRole('button', { name: EN.actions.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders 50 rows in one pass', () => {
    const cell = vi.fn((bet: Bet) => bet.game);
    renderTable({ rows: bets(50), columns: [{ key: 'game', header: 'Game', cell }] });
    expect(bodyRows()).toHaveLength(50);
    expect(cell).toHaveBeenCalledTimes(50);
  });
});
