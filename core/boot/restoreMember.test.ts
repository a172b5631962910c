// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { clearSession, session } from '../session/session';
import type { AskToSwitch } from './askToSwitch';
import { restoreMember } from './restoreMember';

vi.mock('../api/request', () => ({ request: vi.fn() }));

const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;
const member = { id: 9, account: 'a9', username: 'bob', nickname: 'Bob', type: 41 };
const other = { id: 7, account: 'carol01', username: 'carol', nickname: 'Carol', type: 0 };
/** Never asked: a journey without a signed-in session in the tab. */
const notAsked: AskToSwitch = () => Promise.reject(new Error('asked'));

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  requestMock.mockReset();
});

describe('restoreMember', () => {
  it('does nothing for a visitor without a token', async () => {
    await restoreMember('', notAsked);
    expect(requestMock).not.toHaveBeenCalled();
    expect(session.isLogin).toBe(false);
  });

  it('logs in with the member info of a URL token', async () => {
    requestMock.mockResolvedValue(member);
    await restoreMember('?token=abc', notAsked);
    expect(requestMock).toHaveBeenCalledWith('memberInfo', {});
    expect(session.token).toBe('abc');
    expect(session.member).toEqual(member);
    expect(session.isAgent).toBe(true);
  });

  it('drops an expired token and continues as a guest', async () => {
    sessionStorage.setItem('merchant', 'm1');
    sessionStorage.setItem('token', 'old');
    requestMock.mockRejectedValue(new ApiError('NOT_LOGGED_IN', 'expired', 401, 'memberInfo'));
    await expect(restoreMember('', notAsked)).resolves.toBeUndefined();
    expect(session.token).toBeNull();
    expect(session.isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('m1');
  });

  it('lets other failures through and keeps the token', async () => {
    requestMock.mockRejectedValue(new ApiError('NETWORK', '', 0, 'memberInfo'));
    await expect(restoreMember('?token=abc', notAsked)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(session.token).toBe('abc');
  });
});

/** Member info answers for the token the request is made with (the mock reads the session). */
function platformKnows(members: Record<string, typeof member>) {
  requestMock.mockImplementation((name) => {
    if (name === 'logout') return Promise.resolve({});
    const found = session.token ? members[session.token] : undefined;
    return found
      ? Promise.resolve(found)
      : Promise.reject(new ApiError('NOT_LOGGED_IN', 'expired', 401, 'memberInfo'));
  });
}

describe('restoreMember: a token in the address beside a signed-in session (issue 29)', () => {
  beforeEach(() => {
    sessionStorage.setItem('merchant', 'm1');
    sessionStorage.setItem('token', 'mine');
    sessionStorage.setItem('account', 'carol01');
    sessionStorage.setItem('signIn', 'password');
  });

  it('asks first, and staying keeps the session in place without ending it', async () => {
    platformKnows({ mine: other, theirs: member });
    const ask = vi.fn<AskToSwitch>().mockResolvedValue('stay');
    await restoreMember('?token=theirs', ask);
    expect(ask).toHaveBeenCalledWith(other);
    expect(session.member).toEqual(other);
    expect(session.token).toBe('mine');
    expect(session.signIn).toBe('password');
    expect(sessionStorage.getItem('token')).toBe('mine');
    expect(requestMock.mock.calls.map(([name]) => name)).toEqual(['memberInfo']);
  });

  it('switching ends the old session as logout does, then takes the new one', async () => {
    platformKnows({ mine: other, theirs: member });
    const tokens: (string | null)[] = [];
    requestMock.mockImplementationOnce((name) => {
      tokens.push(session.token);
      return Promise.resolve(name === 'memberInfo' ? other : {});
    });
    const ask = vi.fn<AskToSwitch>().mockImplementation(() => {
      requestMock.mockImplementationOnce((name) => {
        tokens.push(session.token);
        expect(name).toBe('logout');
        return Promise.resolve({});
      });
      return Promise.resolve('switch');
    });
    await restoreMember('?token=theirs', ask);
    expect(ask).toHaveBeenCalledOnce();
    expect(requestMock.mock.calls.map(([name]) => name)).toEqual([
      'memberInfo',
      'logout',
      'memberInfo',
    ]);
    expect(tokens).toEqual(['mine', 'mine']);
    expect(session.member).toEqual(member);
    expect(session.token).toBe('theirs');
    expect(session.signIn).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('theirs');
    expect(sessionStorage.getItem('account')).toBe('a9');
    expect(sessionStorage.getItem('merchant')).toBe('m1');
  });

  it('takes the same token as the stored one without asking', async () => {
    platformKnows({ mine: other });
    await restoreMember('?token=mine', notAsked);
    expect(session.member).toEqual(other);
    expect(requestMock).toHaveBeenCalledOnce();
  });

  it('hands over without asking when the platform refuses the stored session', async () => {
    platformKnows({ theirs: member });
    await restoreMember('?token=theirs', notAsked);
    expect(session.member).toEqual(member);
    expect(session.token).toBe('theirs');
    expect(sessionStorage.getItem('token')).toBe('theirs');
  });

  it('runs again after a network failure without asking twice (untilAnswered retries it)', async () => {
    const ask = vi.fn<AskToSwitch>().mockResolvedValue('switch');
    // the check of the stored session fails: nothing asked, nothing changed
    requestMock.mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'memberInfo'));
    await expect(restoreMember('?token=theirs', ask)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(ask).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('mine');

    // asked, switched; the new session's member info fails
    platformKnows({ mine: other, theirs: member });
    requestMock
      .mockResolvedValueOnce(other)
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'memberInfo'));
    await expect(restoreMember('?token=theirs', ask)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(ask).toHaveBeenCalledOnce();

    // the retry takes the link's session, now the stored one, without asking again
    await restoreMember('?token=theirs', ask);
    expect(ask).toHaveBeenCalledOnce();
    expect(session.member).toEqual(member);
  });
});
