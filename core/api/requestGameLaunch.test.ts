// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, restoreToken, session, setSignIn, setToken } from '../session/session';
import { requestGameLaunch } from './requestGameLaunch';

const request = vi.fn();
vi.mock('./request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

const GAME = { vassalage: 'PG', gameCode: 'fortune-tiger', gameType: 'RNG', device: 'WEB' };

afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('requestGameLaunch', () => {
  it('launches through launchGame for a session opened with a password, SMS or registration', async () => {
    request.mockResolvedValue({ url: '/play', newWindow: false });
    for (const way of ['password', 'sms', 'phoneAuth', 'register'] as const) {
      setToken('tok');
      setSignIn(way);
      await requestGameLaunch(GAME);
      expect(request).toHaveBeenLastCalledWith('launchGame', GAME, {});
    }
  });

  it('launches a social sign-in through GCS_gameLaunchFB, naming the provider', async () => {
    request.mockResolvedValue({ url: '/play', newWindow: true });
    setToken('tok');
    setSignIn('social:line');
    const signal = new AbortController().signal;
    await expect(requestGameLaunch(GAME, { signal })).resolves.toEqual({
      url: '/play',
      newWindow: true,
    });
    expect(request).toHaveBeenCalledWith('gameLaunchFB', { ...GAME, provider: 'line' }, { signal });
  });

  it('keeps the way in across a reload of the tab, but not for a token handed over in the address', async () => {
    request.mockResolvedValue({ url: '/play', newWindow: false });
    setToken('tok');
    setSignIn('social:google');
    session.signIn = null; // a reload starts with a fresh store
    restoreToken('');
    await requestGameLaunch(GAME);
    expect(request).toHaveBeenLastCalledWith('gameLaunchFB', { ...GAME, provider: 'google' }, {});
    restoreToken('?token=handed');
    await requestGameLaunch(GAME);
    expect(request).toHaveBeenLastCalledWith('launchGame', GAME, {});
    // ...and a later reload of that session does not take the earlier session's way in.
    restoreToken('');
    await requestGameLaunch(GAME);
    expect(request).toHaveBeenLastCalledWith('launchGame', GAME, {});
  });

  it('forgets the way in when the session ends', async () => {
    request.mockResolvedValue({ url: '/play', newWindow: false });
    setToken('tok');
    setSignIn('social:google');
    clearSession();
    expect(sessionStorage.getItem('signIn')).toBeNull();
    setToken('tok2');
    await requestGameLaunch(GAME);
    expect(request).toHaveBeenLastCalledWith('launchGame', GAME, {});
  });
});
