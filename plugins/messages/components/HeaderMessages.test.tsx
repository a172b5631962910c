// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../core/plugin/buildRegistry';
import { badges, clearBadges } from '../../../core/runtime/badges';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import EN from '../locales/EN.json';
import HeaderMessages from './HeaderMessages';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

let unread = 3;
let feed: { cursor: string; list: unknown[] }[] = [];
const walletRefresh = vi.fn(() => Promise.resolve());

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['messages'],
    resources: { EN: { messages: EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  unread = 3;
  feed = [];
  request.mockImplementation((name: string, params: Record<string, unknown>) => {
    if (name === 'unreadCount') return Promise.resolve({ count: unread });
    if (name === 'notifications')
      return Promise.resolve(
        params.after === undefined
          ? { cursor: '7', list: [] }
          : (feed.shift() ?? { cursor: String(params.after), list: [] }),
      );
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  request.mockReset();
  walletRefresh.mockClear();
  clearBadges();
  clearToasts();
});

function renderHeader({ wallet = true } = {}) {
  const services = new Map(
    wallet ? [['walletRefresh', { load: () => Promise.resolve(walletRefresh) }]] : [],
  );
  const runtime = {
    site: { plugins: { messages: { pollSeconds: 5, pageSize: 10 } } },
    registry: { modals: new Map(), services } as unknown as Registry,
  } as unknown as Runtime;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <HeaderMessages />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('HeaderMessages', () => {
  it('links to the messages page, names the unread count, and gives it to the centre menu', async () => {
    renderHeader();
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/member/messageV2');
    expect(badges.messageV2).toBe(3);
    // The first feed call asks only where the feed stands: nothing old is toasted.
    expect(request).toHaveBeenCalledWith('notifications', {}, expect.anything());
    expect(toasts.list).toEqual([]);
  });

  it('says just "Messages" with nothing unread', async () => {
    unread = 0;
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(badges.messageV2).toBe(0);
  });

  it('toasts what arrives after the cursor, once, and re-reads count and balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHeader();
    await screen.findByRole('link', { name: 'Messages, 3 unread' });
    unread = 4;
    feed = [
      {
        cursor: '9',
        list: [
          { id: '8', kind: 'newMail', title: 'Weekly news', at: '2026-11-23T13:05:00Z' },
          { id: '9', kind: 'withdrawalRejected', amount: 1500, at: '2026-11-23T13:06:00Z' },
        ],
      },
    ];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByRole('link', { name: 'Messages, 4 unread' });
    expect(toasts.list.map((toast) => [toast.title, toast.tone])).toEqual([
      ['New message', 'info'],
      ['Withdrawal rejected', 'error'],
    ]);
    expect(toasts.list[1]?.body).toMatch(/^Your withdrawal of 1,500\.00 was rejected at /);
    expect(request).toHaveBeenCalledWith('notifications', { after: '7' }, expect.anything());
    await waitFor(() => expect(walletRefresh).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(request).toHaveBeenLastCalledWith('notifications', { after: '9' }, expect.anything());
    expect(toasts.list).toHaveLength(2);
  });

  it('does not ask for the balance when no wallet plugin provides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHeader({ wallet: false });
    await screen.findByRole('link', { name: 'Messages, 3 unread' });
    feed = [
      {
        cursor: '8',
        list: [{ id: '8', kind: 'depositArrived', amount: 20, at: '2026-11-23T13:05:00Z' }],
      },
    ];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(toasts.list).toHaveLength(1));
    expect(walletRefresh).not.toHaveBeenCalled();
  });
});
