// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '../../core/session/session';
import { finishLogin, startSignIn } from './api';

const request = vi.fn();
vi.mock('../../core/api/request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

const MEMBER = { id: 9, account: 'soc1', username: 'soc1', nickname: 'soc1', type: 0 };

afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('social login calls', () => {
  it('asks the provider to send the person back to the return page of this site', async () => {
    request.mockResolvedValue({});
    await startSignIn('google');
    expect(request).toHaveBeenCalledWith('socialLoginStart', {
      provider: 'google',
      returnPath: '/socialLogin/return',
      language: 'EN',
    });
  });

  it('stores the token in sessionStorage, loads the member and fires the first-login action', async () => {
    request.mockResolvedValue(MEMBER);
    await finishLogin('tok', true, 'google');
    expect(request).toHaveBeenCalledWith('memberInfo', {});
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('token')).toBeNull();
    expect(session).toMatchObject({
      isLogin: true,
      firstTimeLogin: true,
      member: MEMBER,
      signIn: 'social:google',
    });
    expect(sessionStorage.getItem('signIn')).toBe('social:google');
  });

  it('leaves the first-login action alone on later logins', async () => {
    request.mockResolvedValue(MEMBER);
    await finishLogin('tok', false, 'google');
    expect(session.firstTimeLogin).toBe(false);
  });
});
