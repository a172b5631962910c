// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { ui } from '../runtime/ui';
import { clearSession, setMember, setToken } from '../session/session';
import { useChatLauncher } from './useChatLauncher';

const request = vi.hoisted(() => vi.fn());
vi.mock('../api/request', () => ({ request }));

const runtime = { site: { platform: { apiBase: '' } } } as unknown as Runtime;
const wrapper = ({ children }: { children: ReactNode }) => (
  <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
);

function fakeWindow() {
  const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return opened;
}

const signIn = (type: number) => {
  setToken('t0k3n');
  setMember({ id: 3, account: 'player03', username: 'player03', nickname: 'P3', type });
};

beforeEach(() => {
  ui.modals = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  request.mockReset();
  clearSession();
});

const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : String(error));

describe('useChatLauncher', () => {
  it('asks a guest to log in and calls nothing', async () => {
    const { result } = renderHook(() => useChatLauncher(), { wrapper });
    await act(() => result.current.start('lobby', { group: 'lobby' }));
    expect(ui.modals.map((m) => m.id)).toEqual(['login']);
    expect(request).not.toHaveBeenCalled();
  });

  it('tells a trial account to make a real one, without opening a window', async () => {
    signIn(4);
    const open = vi.spyOn(window, 'open');
    const { result } = renderHook(() => useChatLauncher(), { wrapper });
    await act(() => result.current.start('lobby', { group: 'lobby' }));
    expect(errorCode(result.current.error)).toBe('NEED_TRUE_ACCOUNT');
    expect(open).not.toHaveBeenCalled();
  });

  it('reports a blocked window before asking the platform', async () => {
    signIn(0);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = renderHook(() => useChatLauncher(), { wrapper });
    await act(() => result.current.start('m1', { modelId: 'm1' }));
    expect(errorCode(result.current.error)).toBe('POPUP_BLOCKED');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the window to the chat the platform answers with', async () => {
    signIn(0);
    const opened = fakeWindow();
    request.mockResolvedValue({ chatUrl: 'https://chat.example/room?t=1' });
    const { result } = renderHook(() => useChatLauncher(), { wrapper });
    await act(() => result.current.start('m1', { modelId: 'm1' }));
    expect(request).toHaveBeenCalledWith('launchChat', { modelId: 'm1' });
    expect(opened.location.href).toBe('https://chat.example/room?t=1');
    expect(result.current.busy).toBeNull();
  });

  it('closes the window on an answer that is not a web address', async () => {
    signIn(0);
    const opened = fakeWindow();
    request.mockResolvedValue({ chatUrl: 'javascript:alert(1)' });
    const { result } = renderHook(() => useChatLauncher(), { wrapper });
    await act(() => result.current.start('vip', { group: 'vip' }));
    expect(opened.close).toHaveBeenCalled();
    expect(errorCode(result.current.error)).toBe('BAD_RESPONSE');
  });
});
