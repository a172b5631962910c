// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { badges, clearBadges } from '../../../core/runtime/badges';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { toasts } from '../../../core/ui/toast/toasts';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import type { Mission } from '../api';
import EN from '../locales/EN.json';
import signedIn from '../signedIn';
import MissionLeaderboardPage from './MissionLeaderboardPage';

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

const PERIOD = { periodStart: '2026-11-23T16:00:00.000Z', periodEnd: '2026-11-24T16:00:00.000Z' };
let missions: Mission[] = [];
const claimable = () => missions.filter((m) => m.status === 'COMPLETE').length;

beforeEach(() => {
  missions = [
    {
      missionId: 'DAILY_BET',
      title: 'Daily wager',
      period: 'DAILY',
      goal: 'VALID_BET',
      progress: 250.5,
      target: 1000,
      reward: 2,
      status: 'IN_PROGRESS',
      ...PERIOD,
    },
    {
      missionId: 'DAILY_ROUNDS',
      title: 'Daily rounds',
      period: 'DAILY',
      goal: 'BET_COUNT',
      progress: 20,
      target: 20,
      reward: 1,
      status: 'COMPLETE',
      ...PERIOD,
    },
    {
      missionId: 'WEEKLY_LIVE',
      title: 'Live casino week',
      period: 'WEEKLY',
      goal: 'VALID_BET',
      gameType: 'LIVE',
      progress: 1000,
      target: 1000,
      reward: 10,
      status: 'CLAIMED',
      ...PERIOD,
    },
  ];
  request.mockImplementation((name: string, p: Record<string, unknown>) => {
    switch (name) {
      case 'missionSummary':
        return Promise.resolve({
          timeZone: 'Asia/Singapore',
          utcOffset: 'GMT+08:00',
          resetAt: PERIOD.periodEnd,
          unclaimedCount: claimable(),
          missions: missions.map((m) => ({ ...m })),
        });
      case 'missionLeaderboard':
        return Promise.resolve({
          period: 'WEEKLY',
          ...PERIOD,
          timeZone: 'Asia/Singapore',
          utcOffset: 'GMT+08:00',
          resetAt: PERIOD.periodEnd,
          list: [
            { rank: 1, customerName: 'pl***3', score: 9000, self: false },
            { rank: 2, customerName: 'de***o', score: 4200.5, self: true },
          ],
          own: { rank: 2, customerName: 'de***o', score: 4200.5, self: true },
        });
      case 'missionClaim': {
        const m = missions.find((x) => x.missionId === p.missionId)!;
        if (m.status !== 'COMPLETE')
          return Promise.reject(new ApiError('REWARD_ALREADY_CLAIMED', 'claimed', 400, name));
        m.status = 'CLAIMED';
        return Promise.resolve({
          missionId: m.missionId,
          reward: m.reward,
          status: 'CLAIMED',
          unclaimedCount: claimable(),
        });
      }
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
  clearBadges();
  sessionStorage.clear();
});

function renderPage() {
  const runtime = {
    site: { plugins: { missions: { leaderboardSize: 10 } } },
    registry: { services: new Map(), modals: new Map() },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <MissionLeaderboardPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('MissionLeaderboardPage', () => {
  it('shows each mission with a progress bar that says its figures', async () => {
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Daily wager' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(bar.getAttribute('aria-valuenow')).toBe('250.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('250.50 / 1,000.00');
    expect(screen.getByText('250.50 / 1,000.00')).toBeTruthy();
    // a count goal shows whole bets, a game type names the type
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress of Daily rounds' })
        .getAttribute('aria-valuetext'),
    ).toBe('20 / 20');
    expect(screen.getByText('Valid bets · Live casino')).toBeTruthy();
    expect(screen.getByText('1 reward ready to claim')).toBeTruthy();
  });

  it('offers a claim only where the mission is complete', async () => {
    renderPage();
    await screen.findByRole('list', { name: EN.list_label });
    const cards = within(screen.getByRole('list', { name: EN.list_label })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    expect(within(cards[0]!).getByText('In progress')).toBeTruthy();
    expect(
      within(cards[1]!).getByRole('button', { name: 'Claim the reward of Daily rounds' }),
    ).toBeTruthy();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
    expect(within(cards[2]!).getByText('Claimed')).toBeTruthy();
  });

  it('claims once with an idempotency key and drops the badge to the count the answer carries', async () => {
    badges.missionLeaderboard = 1;
    renderPage();
    const claim = await screen.findByRole('button', { name: 'Claim the reward of Daily rounds' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(badges.missionLeaderboard).toBe(0));
    const claims = request.mock.calls.filter(([name]) => name === 'missionClaim');
    expect(claims).toHaveLength(1);
    expect(claims[0]![1]).toEqual({ missionId: 'DAILY_ROUNDS' });
    expect(claims[0]![2].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim the reward of Daily rounds' })).toBeNull(),
    );
  });

  it('shows the refusal of a claim made meanwhile in another tab', async () => {
    renderPage();
    const claim = await screen.findByRole('button', { name: 'Claim the reward of Daily rounds' });
    missions[1]!.status = 'CLAIMED';
    fireEvent.click(claim);
    await waitFor(() =>
      expect(toasts.list.map((t) => t.title)).toContain(MEMBER_EN.errors.reward_already_claimed),
    );
    // the list is read again: the card now says it was claimed, with no button
    const cards = within(screen.getByRole('list', { name: EN.list_label })).getAllByRole(
      'listitem',
    );
    await waitFor(() => expect(within(cards[1]!).getByText('Claimed')).toBeTruthy());
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
  });

  it('ranks the leaderboard with the member own row marked', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: EN.leaderboard.caption });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, mine] = within(table).getAllByRole('row');
    expect(within(first!).queryByText(EN.leaderboard.you)).toBeNull();
    expect(within(mine!).getByText(EN.leaderboard.you)).toBeTruthy();
    expect(mine!.textContent).toContain('4,200.50');
    expect(screen.getByText('Your rank this week: 2, with 4,200.50 in valid bets.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('missionLeaderboard', { pageSize: 10 }, expect.anything());
  });

  it('gives the centre badge the claimable count and the three pages in order', async () => {
    const pages = signedIn.slots.memberCentre!;
    expect(pages.map((p) => [p.key, p.order])).toEqual([
      ['missionLeaderboard', 130],
      ['signInTask', 132],
      ['dailyTasks', 134],
    ]);
    const count = await signedIn.badgeCounts!.missionLeaderboard!({
      signal: new AbortController().signal,
    });
    expect(count).toBe(1);
  });
});
