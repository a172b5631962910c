// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { clearSession, session } from '../session/session';
import { restoreMember } from './restoreMember';

vi.mock('../api/request', () => ({ request: vi.fn() }));

const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;
const member = { id: 9, account: 'a9', username: 'bob', nickname: 'Bob', type: 41 };

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  requestMock.mockReset();
});

describe('restoreMember', () => {
  it('does nothing for a visitor without a token', async () => {
    await restoreMember('');
    expect(requestMock).not.toHaveBeenCalled();
    expect(session.isLogin).toBe(false);
  });

  it('logs in with the member info of a URL token', async () => {
    requestMock.mockResolvedValue(member);
    await restoreMember('?token=abc');
    expect(requestMock).toHaveBeenCalledWith('memberInfo', {});
    expect(session.token).toBe('abc');
    expect(session.member).toEqual(member);
    expect(session.isAgent).toBe(true);
  });

  it('drops an expired token and continues as a guest', async () => {
    sessionStorage.setItem('merchant', 'm1');
    sessionStorage.setItem('token', 'old');
    requestMock.mockRejectedValue(new ApiError('NOT_LOGGED_IN', 'expired', 401, 'memberInfo'));
    await expect(restoreMember('')).resolves.toBeUndefined();
    expect(session.token).toBeNull();
    expect(session.isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('m1');
  });

  it('lets other failures through and keeps the token', async () => {
    requestMock.mockRejectedValue(new ApiError('NETWORK', '', 0, 'memberInfo'));
    await expect(restoreMember('?token=abc')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(session.token).toBe('abc');
  });
});
