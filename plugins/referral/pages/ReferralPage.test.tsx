// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import { MEMBER_NS } from '../../../core/i18n/i18n';
import type { ReferralFriend } from '../api';
import EN from '../locales/page/EN.json';
import ReferralPage from './ReferralPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

const LINK = 'http://localhost:3000/register?ref=AB23CD45';
const writeText = vi.fn((_text: string) => Promise.resolve());
let friends: ReferralFriend[] = [];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['referral-page', 'core', MEMBER_NS],
    resources: { EN: { 'referral-page': EN, core: CORE_EN, [MEMBER_NS]: MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

beforeEach(() => {
  friends = Array.from({ length: 12 }, (_, i) => ({
    friend: `fr***${i}`,
    registeredAt: new Date(Date.UTC(2026, 10, 23 - i, 9)).toISOString(),
    status: i === 0 ? 'QUALIFIED' : i === 1 ? 'DEPOSITED' : 'REGISTERED',
    reward: 5,
  }));
  request.mockImplementation((name: string, p: Record<string, number>) => {
    if (name === 'referralInfo')
      return Promise.resolve({
        code: 'AB23CD45',
        link: LINK,
        rewardPerFriend: 5,
        qualifyingDeposit: 20,
        friends: friends.length,
        rewardEarned: friends.length * 5,
      });
    if (name === 'referralFriends') {
      const start = (p.pageNo! - 1) * p.pageSize!;
      return Promise.resolve({
        pageNo: p.pageNo,
        pageSize: p.pageSize,
        total: friends.length,
        totalPages: Math.max(1, Math.ceil(friends.length / p.pageSize!)),
        list: friends.slice(start, start + p.pageSize!),
      });
    }
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  request.mockReset();
  writeText.mockClear();
});

const PROGRAMME_ON = ['COMM3', 'REFERRAL', 'REFERRAL.enabled'];

function renderPage(flags: string[] = PROGRAMME_ON, mainDomain = 'dflt88.example') {
  const runtime = {
    site: { plugins: { referral: { friendsPageSize: 10 } } },
    flags: new Set(flags),
    permission: { mainDomain },
  } as unknown as Runtime;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <ReferralPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('ReferralPage', () => {
  it('shows the invite link and code, a QR code of the link, the rule and the totals', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: EN.title })).toBeTruthy();
    expect((await screen.findByTestId('referral-link')).textContent).toBe(LINK);
    expect(screen.getByTestId('referral-code').textContent).toBe('AB23CD45');
    // the share origin goes along (core/runtime/shareOrigin.ts): over http, as here, the page's
    // own, so the link opens the brand where the member is; the main domain only over https
    expect(request).toHaveBeenCalledWith(
      'referralInfo',
      { origin: window.location.origin },
      expect.anything(),
    );
    const qr = await screen.findByRole('img', { name: EN.qr_label });
    expect(qr.getAttribute('width')).toBe('120');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(/you receive 5\.00\./)).toBeTruthy();
    expect(screen.getByText(/reach 20\.00 in total/)).toBeTruthy();
    expect(screen.getByTestId('referral-friends').textContent).toBe('12');
    expect(screen.getByTestId('referral-reward').textContent).toBe('60.00');
  });

  it('copies the link and the code, each saying so', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: EN.copy_link }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    fireEvent.click(screen.getByRole('button', { name: EN.copy_code }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('AB23CD45'));
    await waitFor(() =>
      expect(toasts.list.filter((t) => t.title === MEMBER_EN.copy.success)).toHaveLength(2),
    );
  });

  it('lists the invited friends with status and reward, ten a page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: EN.friends.caption });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('fr***0')).toBeTruthy();
    expect(within(first).getByText(EN.status.qualified)).toBeTruthy();
    expect(within(first).getByText('5.00')).toBeTruthy();
    expect(within(table).getByText(EN.status.deposited)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('fr***11')).toBeTruthy();
  });

  it('asks for the programme on a brand where only REFERRAL.enabled is on (any-of)', async () => {
    renderPage(['COMM3', 'REFERRAL.enabled']);
    expect((await screen.findByTestId('referral-link')).textContent).toBe(LINK);
  });

  it('shows an agent the way to the register centre where the programme is off, calling nothing', async () => {
    renderPage(['COMM3', 'AFFMAN3']);
    expect(screen.getByRole('heading', { level: 2, name: EN.title })).toBeTruthy();
    expect(screen.getByText(EN.agent.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: EN.agent.link }).getAttribute('href')).toBe(
      '/agentHome/registerCenter',
    );
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request).not.toHaveBeenCalled();
  });

  it('says so when nobody has registered with the code yet', async () => {
    friends = [];
    renderPage();
    expect(await screen.findByText(EN.friends.empty)).toBeTruthy();
    expect((await screen.findByTestId('referral-friends')).textContent).toBe('0');
  });
});
