// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import CORE from '../i18n/locales/EN.json';
import MEMBER from '../i18n/locales/member/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { clearSession, setMember, setToken } from '../session/session';
import { CentreFrame } from './CentreFrame';

vi.mock('../api/request', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string) => Promise<unknown>>
>;

const pageSaying = (text: string) => () => Promise.resolve({ default: () => <h2>{text}</h2> });

const agentPages = definePlugin({
  id: 'team',
  slots: {
    agentCentre: [
      { key: 'agentAnnouncement', label: 'news', page: pageSaying('News page'), order: 10 },
      {
        key: 'agentDividendRecordCopy2',
        label: 'dividend',
        page: pageSaying('Dividend page'),
        order: 90,
        contract: 'enableCt',
      },
      {
        key: 'agentDailyWages2',
        label: 'daily',
        page: pageSaying('Daily salary page'),
        order: 100,
        contract: 'salary',
      },
    ],
  },
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'team', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: {
        core: CORE,
        'core-member': MEMBER,
        team: { news: 'News', dividend: 'Dividend', daily: 'Daily salary' },
      },
    },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  requestMock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setToken('agent-token');
  setMember({ id: 1, account: 'agent01', username: 'agent01', nickname: 'Boss', type: 1 });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

async function renderAt(path: string, flags = ['COMM3', 'AGENTPOLICY3']) {
  const location = memoryLocation({ path, record: true });
  const runtime = {
    site: { plugins: {} },
    flags: new Set(flags),
    registry: buildRegistry([agentPages]),
  } as unknown as Runtime;
  await act(async () => {
    render(
      <RuntimeProvider value={runtime}>
        <Router hook={location.hook}>
          <CentreFrame slot="agentCentre" base="/agentHome" titleKey="centre.agent" />
        </Router>
      </RuntimeProvider>,
    );
  });
  return location;
}

const menu = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('contract pages in the agent centre (§3 consolidated flags)', () => {
  it('show the types the consolidated call enables, and open at their own address', async () => {
    requestMock.mockResolvedValue({
      dailysalreqtype: true,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      enableSalary: true,
      enableContract: true,
    });
    const location = await renderAt('/agentHome/agentDailyWages2');
    expect(await screen.findByText('Daily salary page')).toBeTruthy();
    expect(menu()).toEqual(['News', 'Daily salary']);
    expect(location.history?.at(-1)).toBe('/agentHome/agentDailyWages2');
    expect(requestMock).toHaveBeenCalledWith('consolidatedSettings', {});
  });

  it('stay hidden when the call fails, and the rest of the centre works', async () => {
    requestMock.mockRejectedValue(
      new ApiError('SYSTEM_ERROR', 'boom', 500, 'consolidatedSettings'),
    );
    const location = await renderAt('/agentHome/agentDailyWages2');
    expect(await screen.findByText('News page')).toBeTruthy();
    expect(menu()).toEqual(['News']);
    expect(location.history?.at(-1)).toBe('/agentHome/agentAnnouncement');
  });

  it('stay hidden, with no call, when AGENTPOLICY3 is off', async () => {
    await renderAt('/agentHome', ['COMM3']);
    expect(await screen.findByText('News page')).toBeTruthy();
    expect(menu()).toEqual(['News']);
    expect(requestMock).not.toHaveBeenCalled();
  });
});
