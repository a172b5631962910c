// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import type { VipOptions } from '../../../generated/plugins/vip';
import EN from '../locales/EN.json';
import VipPage from './VipPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

const LEVELS = [0, 1, 2, 3, 4, 5].map((level) => ({
  level,
  name: `VIP${level}`,
  deposit: level * 1000,
  turnover: level * 10000,
  upgradeBonus: level * 10,
  monthlyBonus: level * 5,
  birthdayBonus: level * 8,
}));
let progress: Record<string, unknown>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['vip', 'core'],
    resources: { EN: { vip: EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  progress = {
    currentRank: 4,
    currentRankName: 'VIP4',
    nextRank: 5,
    nextRankName: 'VIP5',
    progress: 0.5,
    depositProgress: 0.6441,
    betProgress: 0.5,
    deposits: 3220.5,
    turnover: 25000,
    nextDeposit: 5000,
    nextTurnover: 50000,
  };
  request.mockImplementation((name: string) => {
    if (name === 'playerRankProgress') return Promise.resolve(progress);
    if (name === 'vipBonusList')
      return Promise.resolve({
        currentLevel: 4,
        levels: LEVELS,
        received: [
          {
            rewardId: '9',
            title: 'VIP4 upgrade bonus',
            source: 'VIP_UPGRADE',
            amount: 40,
            status: 'CLAIMED',
            grantedAt: '2026-10-01T09:00:00.000Z',
            claimedAt: '2026-10-02T09:00:00.000Z',
          },
        ],
      });
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
});

function renderPage(options: VipOptions = { showLevelTable: true }) {
  const runtime = { site: { plugins: { vip: options } } } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <VipPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('VipPage', () => {
  it('shows the level and both progress bars with their values', async () => {
    renderPage();
    expect(await screen.findByText('You are VIP4')).toBeTruthy();
    const deposit = screen.getByRole('progressbar', { name: EN.progress.deposit });
    expect(deposit.getAttribute('aria-valuenow')).toBe('64');
    expect(deposit.getAttribute('aria-valuemin')).toBe('0');
    expect(deposit.getAttribute('aria-valuemax')).toBe('100');
    expect(deposit.getAttribute('aria-valuetext')).toBe('64% (3,220.50 of 5,000.00)');
    // the width goes through a custom property (CSP: no inline style attribute from markup)
    expect(deposit.style.getPropertyValue('--wl-vip-progress')).toBe('64%');
    const bets = screen.getByRole('progressbar', { name: EN.progress.turnover });
    expect(bets.getAttribute('aria-valuenow')).toBe('50');
  });

  it('lists the levels with the member’s own marked, and the VIP bonuses received', async () => {
    renderPage();
    const levels = await screen.findByRole('table', { name: EN.levels.caption });
    const mine = within(levels).getByRole('rowheader', { name: /VIP4/ });
    expect(within(mine).getByText(EN.levels.yours)).toBeTruthy();
    expect(within(levels).getAllByRole('row')).toHaveLength(LEVELS.length + 1);
    const bonuses = screen.getByRole('table', { name: EN.bonuses.caption });
    expect(within(bonuses).getByText('VIP4 upgrade bonus')).toBeTruthy();
    expect(within(bonuses).getByText(EN.bonuses.CLAIMED)).toBeTruthy();
  });

  it('says so at the top level, and leaves the level table out where the site hides it', async () => {
    progress = {
      ...progress,
      currentRank: 5,
      currentRankName: 'VIP5',
      depositProgress: 1,
      betProgress: 1,
      progress: 1,
    };
    delete progress.nextRank;
    delete progress.nextRankName;
    delete progress.nextDeposit;
    delete progress.nextTurnover;
    renderPage({ showLevelTable: false });
    expect(await screen.findByText(EN.level.top)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: EN.bonuses.caption })).toBeTruthy(),
    );
    expect(screen.queryByRole('table', { name: EN.levels.caption })).toBeNull();
  });
});
