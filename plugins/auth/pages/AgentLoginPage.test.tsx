// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { request } from '../../../core/api/request';
import CORE from '../../../core/i18n/locales/EN.json';
import type { Registry } from '../../../core/plugin/buildRegistry';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { ui } from '../../../core/runtime/ui';
import { clearSession, session, setMember } from '../../../core/session/session';
import AUTH from '../locales/EN.json';
import AUTH_PAGE from '../locales/page/EN.json';
import CN_PAGE from '../locales/page/CN.json';
import AgentLoginPage from './AgentLoginPage';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'auth', 'auth-page'],
    resources: { EN: { core: CORE, auth: AUTH, 'auth-page': AUTH_PAGE } },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  requestMock.mockReset();
  ui.modals.splice(0);
});

const runtime = ({ chat = 'https://chat.example/', help = true, feedback = true } = {}) =>
  ({
    site: {
      id: 'default',
      brand: { name: 'Lucky Harbour', logo: 'assets/logo.svg' },
      layout: { customerService: [{ type: 'LIVECHAT', url: chat }] },
      plugins: {
        auth: { loginMethods: ['username'], rememberMe: true, dialingCode: '1', termsUrl: '/' },
      },
    },
    flags: new Set(['COMM3', 'REG3', ...(feedback ? ['FEEDBACK3'] : [])]),
    permission: {},
    registry: {
      modals: new Map(help ? [['feedbackModal', {}]] : []),
      services: new Map(),
    } as unknown as Registry,
  }) as unknown as Runtime;

function renderPage(options: Parameters<typeof runtime>[0] = {}) {
  const location = memoryLocation({ path: '/agent', record: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime(options)}>
        <Router hook={location.hook}>
          <AgentLoginPage />
        </Router>
      </RuntimeProvider>
    </QueryClientProvider>,
  );
  return location;
}

async function logIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(AUTH.login.username), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(AUTH.login.password), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: AUTH.login.submit })));
}

describe('the agent login page (/agent, §2)', () => {
  it('has the marketing text, the support hours with the live chat, and no remember box', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: AUTH_PAGE.agent.headline })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/Monday to Friday, 12:00 to 21:00/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: AUTH_PAGE.agent.support_chat }).getAttribute('href'),
    ).toBe('https://chat.example/');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(AUTH.login.remember)).toBeNull();
  });

  it('opens the feedback form on "apply to be an agent" (type 6, §3)', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: AUTH_PAGE.agent.apply }));
    expect(ui.modals.map((modal) => [modal.id, modal.data])).toEqual([
      ['feedbackModal', { type: 6 }],
    ]);
  });

  it('offers no application when help or the feedback call is off', () => {
    renderPage({ help: false });
    expect(screen.queryByRole('button', { name: AUTH_PAGE.agent.apply })).toBeNull();
    cleanup();
    renderPage({ feedback: false });
    expect(screen.queryByRole('button', { name: AUTH_PAGE.agent.apply })).toBeNull();
  });

  it('gives the marketing text in Chinese, as the spec writes it', () => {
    expect(CN_PAGE.agent.headline).toMatch(/代理/);
    expect(CN_PAGE.agent.support_hours).toMatch(/周一至周五 12:00 至 21:00/);
  });

  it('refuses a non-agent with the catalogue message', async () => {
    requestMock.mockRejectedValue(new ApiError('NON_AGENT_LOGIN', 'non-agents', 200, 'login'));
    const location = renderPage();
    await logIn('demo', 'Demo1234');
    expect(requestMock).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ username: 'demo', side: 'agent', type: 'username' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(CORE.errors.non_agent_login);
    expect(location.history?.at(-1)).toBe('/agent');
    expect(session.isLogin).toBe(false);
  });

  it('takes an agent to /agentHome', async () => {
    requestMock.mockImplementation(async (name) => {
      if (name === 'login')
        return {
          token: 'tok',
          firstTimeLogin: false,
          passwordExpired: false,
          defaultPassword: false,
          userName: 'agent01',
        };
      if (name === 'memberInfo')
        return { id: 9, account: 'agent01', username: 'agent01', nickname: 'Boss', type: 1 };
      throw new Error(`unexpected ${name}`);
    });
    const location = renderPage();
    await logIn('agent01', 'Agent1234');
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/agentHome'));
    expect(session.isAgent).toBe(true);
  });

  it('opens the change-password modal for a default password, for the agent side', async () => {
    requestMock.mockResolvedValue({
      token: 'tok',
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: true,
      userName: 'agent01',
    });
    renderPage();
    await logIn('agent01', 'Agent1234');
    expect(ui.modals.map((modal) => [modal.id, modal.data])).toEqual([
      ['changePassword', { forced: 'default', oldPassword: 'Agent1234', side: 'agent' }],
    ]);
  });

  it('sends an agent who is signed in already straight to /agentHome', () => {
    setMember({ id: 9, account: 'agent01', username: 'agent01', nickname: 'Boss', type: 2 });
    const location = renderPage();
    expect(location.history?.at(-1)).toBe('/agentHome');
  });
});
