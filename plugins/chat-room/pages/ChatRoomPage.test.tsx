// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import { clearBadges, registerBadgeCounters, setBadge } from '../../../core/runtime/badges';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearSession, setMember, setToken } from '../../../core/session/session';
import { CHAT_ROOM_KEY } from '../keys';
import PAGE_EN from '../locales/page/EN.json';
import ChatRoomPage from './ChatRoomPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['chat-room-page', 'core'],
    resources: { EN: { 'chat-room-page': PAGE_EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

/** A window.open stand-in that records where the chat window was sent. */
function fakeWindow() {
  const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return opened;
}

let permission: { allowed: boolean; groups?: string[] };
let unread: number;
beforeEach(() => {
  setToken('t0k3n');
  setMember({ id: 7, account: 'player07', username: 'player07', nickname: 'P7', type: 0 });
  permission = { allowed: true, groups: ['lobby', 'vip'] };
  unread = 3;
  registerBadgeCounters({ [CHAT_ROOM_KEY]: () => Promise.resolve(unread) });
  request.mockImplementation((name: string, params: Record<string, unknown>) => {
    if (name === 'chatGroupPermission') return Promise.resolve(permission);
    if (name === 'launchChat')
      return params.group === 'vip'
        ? Promise.resolve({ chatUrl: '/emulator-assets/chat?ticket=abc' })
        : Promise.reject(new Error('refused'));
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  request.mockReset();
  clearBadges();
  clearSession();
});

function renderPage(unreadRefreshSeconds = 60) {
  const runtime = {
    site: { platform: { apiBase: '' }, plugins: { 'chat-room': { unreadRefreshSeconds } } },
    flags: new Set(['CBS3']),
  } as unknown as Runtime;
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <ChatRoomPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('ChatRoomPage', () => {
  it('lists the groups the platform allows, by name, with the unread count', async () => {
    setBadge(CHAT_ROOM_KEY, 2);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lobby room' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VIP room' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You have 2 unread chat messages.');
    expect(screen.getByRole('button', { name: 'Enter Lobby room' })).toBeTruthy();
  });

  it('opens the chosen group in a new window and reads the unread count again', async () => {
    const opened = fakeWindow();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter VIP room' }));
    await waitFor(() =>
      expect(opened.location.href).toBe(
        `${window.location.origin}/emulator-assets/chat?ticket=abc`,
      ),
    );
    expect(request).toHaveBeenCalledWith('launchChat', { group: 'vip' });
    expect(opened.opener).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You have 3 unread chat messages.'),
    );
  });

  it('closes the window and says why when the platform refuses the room', async () => {
    const opened = fakeWindow();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter Lobby room' }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('says so when no group is open to the member', async () => {
    permission = { allowed: false };
    renderPage();
    expect(await screen.findByText('There is no chat room open to you right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enter/ })).toBeNull();
  });

  it('shows a group it has no name for under its id rather than hiding it', async () => {
    permission = { allowed: true, groups: ['night-owls'] };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'night-owls' })).toBeTruthy();
  });

  it('reads the unread count again every unreadRefreshSeconds while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(15);
    await screen.findByRole('heading', { name: 'Lobby room' });
    expect(screen.getByRole('status').textContent).toBe('No unread chat messages.');
    unread = 5;
    await act(async () => {
      vi.advanceTimersByTime(15_000);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You have 5 unread chat messages.'),
    );
  });
});
