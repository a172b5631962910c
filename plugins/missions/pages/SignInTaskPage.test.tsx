// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import type { CalendarDay } from '../api';
import { calendarWeeks } from '../calendarWeeks';
import { remaining } from '../components/ResetCountdown';
import EN from '../locales/EN.json';
import DailyTasksPage from './DailyTasksPage';
import SignInTaskPage from './SignInTaskPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['missions', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { missions: EN, core: CORE_EN, 'core-member': MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

/** November 2026: the 1st a Sunday; checked on the 1st, 22nd and 23rd; today the 24th. */
function november(checkedToday: boolean): CalendarDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const d = i + 1;
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    if (d === 1 || d === 22 || d === 23 || (d === 24 && checkedToday))
      return { date, state: 'CHECKED', reward: 1, streakDay: d === 1 ? 1 : d - 21 };
    if (d < 24) return { date, state: 'MISSED', reward: 1 };
    return { date, state: d === 24 ? 'TODAY' : 'UPCOMING', reward: d === 28 ? 5 : 1 };
  });
}

let checked = false;
beforeEach(() => {
  checked = false;
  request.mockImplementation((name: string) => {
    switch (name) {
      case 'signInCalendar':
        return Promise.resolve({
          timeZone: 'Asia/Singapore',
          utcOffset: 'GMT+08:00',
          resetAt: '2026-11-24T16:00:00.000Z',
          month: '2026-11',
          today: '2026-11-24',
          checkedInToday: checked,
          streak: checked ? 3 : 2,
          todayReward: 1,
          dayReward: 1,
          streakReward: 5,
          streakEvery: 7,
          days: november(checked),
        });
      case 'signInReward':
        checked = true;
        return Promise.resolve({ date: '2026-11-24', reward: 1, streak: 3, checkedInToday: true });
      case 'missionSummary':
        return Promise.resolve({
          timeZone: 'Asia/Singapore',
          utcOffset: 'GMT+08:00',
          resetAt: new Date(Date.now() + (5 * 3600 + 7 * 60 + 9) * 1000 + 500).toISOString(),
          unclaimedCount: 0,
          missions: [],
        });
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
  sessionStorage.clear();
});

function renderPage(page: 'signIn' | 'daily') {
  const runtime = {
    site: { plugins: { missions: { leaderboardSize: 10 } } },
    registry: { services: new Map(), modals: new Map() },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        {page === 'signIn' ? <SignInTaskPage /> : <DailyTasksPage />}
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('SignInTaskPage', () => {
  it('names every day of the month by its date and whether it is checked', async () => {
    renderPage('signIn');
    const calendar = await screen.findByRole('table', { name: 'November 2026' });
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(
      within(calendar).getByRole('cell', { name: 'November 23, 2026: checked in, reward 1.00' }),
    ).toBeTruthy();
    expect(
      within(calendar).getByRole('cell', { name: 'November 2, 2026: not checked in' }),
    ).toBeTruthy();
    const today = within(calendar).getByRole('cell', {
      name: 'November 24, 2026: today, not checked in yet, reward 1.00',
    });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(
      within(calendar).getByRole('cell', {
        name: 'November 28, 2026: not checked in yet, reward 5.00',
      }),
    ).toBeTruthy();
    expect(screen.getByText('2 days in a row')).toBeTruthy();
    expect(
      screen.getByText('Check in every day: 1.00 a day, 5.00 on every 7th day in a row.'),
    ).toBeTruthy();
  });

  it('checks in once with an idempotency key, then offers no second check-in', async () => {
    renderPage('signIn');
    const button = await screen.findByRole('button', { name: 'Check in today (+1.00)' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(EN.sign_in.checked_today);
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
    const calls = request.mock.calls.filter(([name]) => name === 'signInReward');
    expect(calls).toHaveLength(1);
    expect(calls[0]![2].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(
        screen.getByRole('cell', { name: 'November 24, 2026: checked in, reward 1.00' }),
      ).toBeTruthy(),
    );
    expect(screen.getByText('3 days in a row')).toBeTruthy();
  });
});

describe('DailyTasksPage', () => {
  it('says how long until the tasks reset and in which zone', async () => {
    renderPage('daily');
    await screen.findByRole('heading', { name: EN.daily.title });
    expect((await screen.findByText(/^\d\d:\d\d:\d\d$/)).textContent).toMatch(/^05:07:0\d$/);
    expect(
      screen.getByText('Days begin at midnight GMT+08:00 (Asia/Singapore); weeks begin on Monday.'),
    ).toBeTruthy();
    expect(screen.getByText(EN.empty)).toBeTruthy();
    expect(request).toHaveBeenCalledWith('missionSummary', { period: 'DAILY' }, expect.anything());
  });
});

describe('calendar helpers', () => {
  it('lays a month out in whole weeks, Monday first', () => {
    const weeks = calendarWeeks(november(false));
    // the 1st of November 2026 is a Sunday: six blanks before it
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.date).toBe('2026-11-01');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)![0]!.date).toBe('2026-11-30');
  });

  it('prints the time left as hours, minutes and seconds', () => {
    expect(remaining((5 * 3600 + 7 * 60 + 9) * 1000)).toBe('05:07:09');
    expect(remaining(-5)).toBe('00:00:00');
  });
});
