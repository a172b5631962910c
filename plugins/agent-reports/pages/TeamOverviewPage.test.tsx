// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import EN from '../locales/page/EN.json';
import TeamOverviewPage from './TeamOverviewPage';
import { initTexts, renderWithOptions } from './testSetup';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
/** uPlot needs a canvas jsdom lacks: the stand-in records what each chart was given. */
const charts = vi.hoisted(
  () =>
    [] as { series: { label?: string; stroke?: unknown; dash?: number[] }[]; data: number[][] }[],
);
vi.mock('../report/loadChartLibrary', () => ({
  loadChartLibrary: async () =>
    class {
      constructor(
        options: { series: { label?: string }[] },
        data: number[][],
        element: HTMLElement,
      ) {
        charts.push({ series: options.series, data });
        element.append(document.createElement('canvas'));
      }
      setSize() {}
      destroy() {}
    },
}));

const day = (d: string, n: number) => ({
  day: d,
  newMembers: n,
  activeMembers: 2 * n,
  deposits: 100 * n,
  withdrawn: 40 * n,
  bets: 1000 * n,
  validBets: 900 * n,
  profit: -50 * n,
});

function overview(p: { from: string; to: string }) {
  const days = [day(p.from, 1), day(p.to, 2)];
  return Promise.resolve({
    from: p.from,
    to: p.to,
    teamSize: 1077,
    newMembers: 3,
    activeMembers: p.from === p.to ? 12 : 444,
    deposits: 300,
    withdrawn: 120,
    bets: 3000,
    validBets: 2700,
    profit: -150,
    days,
  });
}

beforeAll(initTexts);
beforeEach(() =>
  request.mockImplementation((_n: string, p: { from: string; to: string }) => overview(p)),
);
afterEach(() => {
  cleanup();
  request.mockReset();
  charts.length = 0;
});

describe('TeamOverviewPage', () => {
  it('shows the figures as cards and three charts with captions and legends', async () => {
    renderWithOptions(<TeamOverviewPage />);
    expect(screen.getByRole('heading', { level: 2, name: EN.overview.title })).toBeTruthy();
    await screen.findByText('1,077');
    const card = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(card(EN.overview.deposits)).toBe('300.00');
    expect(card(EN.overview.profit)).toBe('-150.00');
    await waitFor(() => expect(charts).toHaveLength(3));
    expect(
      screen
        .getAllByRole('figure')
        .map(
          (f) =>
            f.getAttribute('aria-labelledby') &&
            within(f).getByRole('img').getAttribute('aria-label'),
        ),
    ).toEqual([EN.overview.chart_money, EN.overview.chart_bets, EN.overview.chart_members]);
    // deposits against withdrawals, the second dashed: told apart without colour
    expect(charts[0]!.series.slice(1).map((s) => [s.label, s.dash])).toEqual([
      [EN.overview.deposits, undefined],
      [EN.overview.withdrawn, [8, 5]],
    ]);
    expect(charts[0]!.data[1]).toEqual([100, 200]);
  });

  it('gives each chart its numbers as a table on request', async () => {
    renderWithOptions(<TeamOverviewPage />);
    await screen.findByText('1,077');
    const [money] = screen.getAllByRole('figure');
    const toggle = within(money!).getByRole('button', { name: EN.overview.show_table });
    expect(within(money!).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    const table = within(money!).getByRole('table', { name: EN.overview.chart_money });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('200.00')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks again for another preset and shows its figures', async () => {
    renderWithOptions(<TeamOverviewPage />);
    await screen.findByText('1,077');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => {
      const [, query] = request.mock.lastCall!;
      expect(query.from).toBe(query.to);
    });
    expect(await screen.findByText('12')).toBeTruthy();
  });
});
