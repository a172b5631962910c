// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import {
  consolidatedLoad,
  consolidatedSettled,
  loadConsolidated,
  watchConsolidated,
} from './consolidated';
import { clearSession, session, setMember, setToken, type ConsolidatedSettings } from './session';

vi.mock('../api/request', () => ({ request: vi.fn() }));

const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;

const ON = new Set(['COMM3', 'AGENTPOLICY3']);
const OFF = new Set(['COMM3']);

const answer: ConsolidatedSettings = {
  dailysalreqtype: true,
  divtypereq: false,
  contracthoursalreq: true,
  realtimesalreqtype: false,
  enableSalary: true,
  enableContract: false,
};

function signIn(type = 1, token = 'tok') {
  setToken(token);
  setMember({ id: 1, account: 'agent01', username: 'agent01', nickname: 'Boss', type });
}

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  requestMock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the consolidated contract flags (§3, §4 Login success)', () => {
  it('are read once per session and kept under the §3 keys and in the session store', async () => {
    requestMock.mockResolvedValue(answer);
    signIn();
    await Promise.all([loadConsolidated(ON), loadConsolidated(ON)]);
    await loadConsolidated(ON);
    expect(requestMock).toHaveBeenCalledTimes(1);
    expect(requestMock).toHaveBeenCalledWith('consolidatedSettings', {});
    expect(session.consolidated).toEqual(answer);
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? 'null')).toEqual(answer);
    expect(sessionStorage.getItem('enableSalary')).toBe('true');
    expect(sessionStorage.getItem('enableContract')).toBe('false');
    expect(consolidatedSettled(session, ON)).toBe(true);
  });

  it('are not asked for a trial user', async () => {
    signIn(4);
    await loadConsolidated(ON);
    expect(requestMock).not.toHaveBeenCalled();
    expect(session.consolidated).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
    expect(consolidatedSettled(session, ON)).toBe(true); // nothing to wait for
  });

  it('are not asked when AGENTPOLICY3 is off', async () => {
    signIn();
    await loadConsolidated(OFF);
    expect(requestMock).not.toHaveBeenCalled();
    expect(session.consolidated).toBeNull();
    expect(consolidatedSettled(session, OFF)).toBe(true);
  });

  it('are not asked for a visitor', async () => {
    await loadConsolidated(ON);
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('leave nothing stored when the call fails, and count as settled so the page goes on', async () => {
    requestMock.mockRejectedValue(
      new ApiError('SYSTEM_ERROR', 'boom', 500, 'consolidatedSettings'),
    );
    signIn();
    expect(consolidatedSettled(session, ON)).toBe(false);
    await loadConsolidated(ON);
    expect(session.consolidated).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
    expect(sessionStorage.getItem('enableSalary')).toBeNull();
    expect(consolidatedSettled(session, ON)).toBe(true);
  });

  it('are cleared with the session at logout', async () => {
    requestMock.mockResolvedValue(answer);
    signIn();
    await loadConsolidated(ON);
    clearSession();
    expect(session.consolidated).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
    expect(sessionStorage.getItem('enableSalary')).toBeNull();
    expect(sessionStorage.getItem('enableContract')).toBeNull();
    expect(consolidatedLoad).toEqual({ token: null, settled: false });
  });

  it('drop an answer that arrives after logout', async () => {
    let resolve: (value: ConsolidatedSettings) => void = () => undefined;
    requestMock.mockReturnValue(new Promise((done) => (resolve = done)));
    signIn();
    const pending = loadConsolidated(ON);
    clearSession();
    resolve(answer);
    await pending;
    expect(session.consolidated).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
  });

  it('are read again for the next session, and at each sign-in once watched', async () => {
    requestMock.mockResolvedValue(answer);
    watchConsolidated(ON);
    signIn(1, 'first');
    await vi.waitFor(() => expect(session.consolidated).toEqual(answer));
    clearSession();
    requestMock.mockResolvedValue({ ...answer, enableSalary: false });
    signIn(1, 'second');
    await vi.waitFor(() => expect(session.consolidated?.enableSalary).toBe(false));
    expect(requestMock).toHaveBeenCalledTimes(2);
  });
});
