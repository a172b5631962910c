// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { badges, clearBadges } from '../../../core/runtime/badges';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import BASE_EN from '../locales/EN.json';
import EN from '../locales/page/EN.json';
import signedIn from '../signedIn';
import RewardCentrePage from './RewardCentrePage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

interface Row {
  rewardId: string;
  title: string;
  source: string;
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  grantedAt: string;
  expiresAt?: string;
  claimedAt?: string;
}
let rows: Row[] = [];
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['reward-centre', 'reward-centre-page', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: {
        'reward-centre': BASE_EN,
        'reward-centre-page': EN,
        core: CORE_EN,
        'core-member': MEMBER_EN,
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const counts = () => ({
  claimable: rows.filter((r) => r.status === 'CLAIMABLE').length,
  claimed: rows.filter((r) => r.status === 'CLAIMED').length,
  expired: rows.filter((r) => r.status === 'EXPIRED').length,
});
const pay = (r: Row) => {
  r.status = 'CLAIMED';
  r.claimedAt = iso(Date.now());
};

beforeEach(() => {
  const now = Date.now();
  rows = [
    {
      rewardId: '1',
      title: 'Reload bonus',
      source: 'PROMOTION',
      amount: 35.5,
      status: 'CLAIMABLE',
      grantedAt: iso(now - 24 * HOUR),
      expiresAt: iso(now + 5 * HOUR),
    },
    {
      rewardId: '2',
      title: 'VIP4 monthly bonus',
      source: 'VIP_MONTHLY',
      amount: 60,
      status: 'CLAIMABLE',
      grantedAt: iso(now - 48 * HOUR),
      expiresAt: iso(now + 480 * HOUR),
    },
    {
      rewardId: '3',
      title: 'Check-in',
      source: 'PROMOTION',
      amount: 3,
      status: 'CLAIMABLE',
      grantedAt: iso(now - HOUR),
    },
    {
      rewardId: '4',
      title: 'VIP4 upgrade bonus',
      source: 'VIP_UPGRADE',
      amount: 288,
      status: 'CLAIMED',
      grantedAt: iso(now - 700 * HOUR),
      claimedAt: iso(now - 690 * HOUR),
    },
    {
      rewardId: '5',
      title: 'Birthday',
      source: 'VIP_BIRTHDAY',
      amount: 88,
      status: 'EXPIRED',
      grantedAt: iso(now - 900 * HOUR),
      expiresAt: iso(now - 800 * HOUR),
    },
  ];
  request.mockImplementation((name: string, p: Record<string, unknown>) => {
    switch (name) {
      case 'rewardList': {
        const status = (p.status as string) ?? 'CLAIMABLE';
        const list = rows.filter((r) => r.status === status);
        return Promise.resolve({
          status,
          counts: counts(),
          pageNo: 1,
          pageSize: 20,
          total: list.length,
          totalPages: 1,
          list: list.map((r) => ({ ...r })),
        });
      }
      case 'rewardClaim': {
        const r = rows.find((x) => x.rewardId === p.rewardId)!;
        if (r.status === 'CLAIMED')
          return Promise.reject(
            new ApiError('REWARD_ALREADY_CLAIMED', 'claimed', 400, 'rewardClaim'),
          );
        pay(r);
        return Promise.resolve({
          rewardId: r.rewardId,
          amount: r.amount,
          claimedAt: r.claimedAt,
          balance: 1000,
          claimable: counts().claimable,
        });
      }
      case 'rewardClaimAll': {
        const paid = rows.filter((r) => r.status === 'CLAIMABLE');
        paid.forEach(pay);
        return Promise.resolve({
          claimed: paid.map((r) => ({
            rewardId: r.rewardId,
            amount: r.amount,
            claimedAt: r.claimedAt,
          })),
          amount: paid.reduce((s, r) => s + r.amount, 0),
          balance: 2000,
          claimable: 0,
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
    site: { plugins: { 'reward-centre': { expiringSoonHours: 48 } } },
    registry: { services: new Map(), modals: new Map() },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <RewardCentrePage />
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
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('RewardCentrePage', () => {
  it('shows the count of each status in its tab and marks rewards expiring soon', async () => {
    renderPage();
    const claimable = await table(EN.caption.claimable);
    expect(tab(/^Claimable \(3\)$/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Claimed \(1\)$/)).toBeTruthy();
    expect(tab(/^Expired \(1\)$/)).toBeTruthy();
    const body = within(claimable).getAllByRole('row').slice(1);
    expect(within(body[0]!).getByText(EN.expiring_soon)).toBeTruthy();
    expect(within(body[1]!).queryByText(EN.expiring_soon)).toBeNull();
    expect(within(body[2]!).getByText(EN.never)).toBeTruthy();
    expect(within(body[1]!).getByText('VIP monthly bonus')).toBeTruthy();
    // the page keeps the badge in step with what it shows
    expect(badges.rewardCenter).toBe(3);
  });

  it('switches tabs by click and by arrow key', async () => {
    renderPage();
    await table(EN.caption.claimable);
    fireEvent.click(tab(/^Claimed/));
    const claimed = await table(EN.caption.claimed);
    expect(within(claimed).getByText('VIP4 upgrade bonus')).toBeTruthy();
    expect(within(claimed).queryByRole('button', { name: /Claim/ })).toBeNull();
    fireEvent.keyDown(tab(/^Claimed/), { key: 'ArrowRight' });
    expect(within(await table(EN.caption.expired)).getByText('Birthday')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'rewardList',
      expect.objectContaining({ status: 'EXPIRED' }),
      expect.anything(),
    );
  });

  it('claims one reward once with its own key, announces it and drops the badge', async () => {
    renderPage();
    await table(EN.caption.claimable);
    const button = screen.getByRole('button', { name: 'Claim Reload bonus' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(
      (await screen.findByText('Reload bonus claimed: 35.50 added to your balance.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    const claims = request.mock.calls.filter(([name]) => name === 'rewardClaim');
    expect(claims).toHaveLength(1);
    expect(claims[0]![1]).toEqual({ rewardId: '1' });
    expect(claims[0]![2].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(badges.rewardCenter).toBe(2);
    await waitFor(() => expect(tab(/^Claimable \(2\)$/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Claim Reload bonus' })).toBeNull();
  });

  it('says clearly when another tab claimed the reward first, and refreshes the list', async () => {
    renderPage();
    await table(EN.caption.claimable);
    pay(rows[1]!); // claimed elsewhere after the list was read
    fireEvent.click(screen.getByRole('button', { name: 'Claim VIP4 monthly bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      MEMBER_EN.errors.reward_already_claimed,
    );
    await waitFor(() => expect(tab(/^Claimed \(2\)$/)).toBeTruthy());
    // the row has left the list; the page still says why
    expect(screen.queryByRole('button', { name: 'Claim VIP4 monthly bonus' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_EN.errors.reward_already_claimed);
  });

  it('claims all with one key and empties the claimable tab', async () => {
    renderPage();
    await table(EN.caption.claimable);
    expect(screen.getByText('3 rewards, 98.50 in all, paid into your main wallet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EN.claim_all }));
    expect(
      (await screen.findByText('3 rewards claimed: 98.50 added to your balance.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    expect(request.mock.calls.filter(([name]) => name === 'rewardClaimAll')).toHaveLength(1);
    expect(badges.rewardCenter).toBe(0);
    expect(await screen.findByText(EN.empty.claimable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: EN.claim_all })).toBeNull();
  });
});

describe('the reward centre badge', () => {
  it('reads the claimable count', async () => {
    const count = signedIn.badgeCounts!.rewardCenter!;
    expect(await count({ signal: new AbortController().signal })).toBe(3);
    pay(rows[0]!);
    expect(await count({ signal: new AbortController().signal })).toBe(2);
  });
});
