// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { alerts } from '../runtime/alerts';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { TRIAL_TYPE } from '../session/memberType';
import { clearSession, setMember, setToken } from '../session/session';
import { AppRoutes } from './AppRoutes';

const pageSaying = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

// An agent-only page as the agent centre's route declares it (core/plugin/centreRoutes.ts).
const portal = definePlugin({
  id: 'portal',
  routes: [
    { path: '/agent', page: pageSaying('Agent login'), layout: 'agent' },
    {
      path: '/agentHome/:pageKey?',
      page: pageSaying('Agent centre'),
      auth: true,
      agentOnly: true,
      layout: 'agent',
    },
  ],
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core'],
    resources: { EN: { core: CORE } },
    react: { useSuspense: false },
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  clearSession();
  alerts.queue.splice(0);
});

function signIn(type: number) {
  setToken(`token-${type}`);
  setMember({ id: 1, account: 'someone', username: 'someone', nickname: 'Someone', type });
}

async function visit(path: string) {
  const location = memoryLocation({ path, record: true });
  const runtime = {
    site: { plugins: {} },
    flags: new Set<string>(),
    registry: buildRegistry([portal]),
  } as unknown as Runtime;
  await act(async () => {
    render(
      <RuntimeProvider value={runtime}>
        <Router hook={location.hook}>
          <AppRoutes />
        </Router>
      </RuntimeProvider>,
    );
  });
  return location;
}

describe('the agent guard (§2: non-agents are redirected to /agent)', () => {
  it('sends a visitor to the agent login page, not the player /login', async () => {
    const location = await visit('/agentHome/agentTeamOverview');
    expect(location.history?.at(-1)).toBe('/agent');
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeTruthy();
  });

  it('sends a signed-in member to /agent', async () => {
    signIn(0);
    const location = await visit('/agentHome');
    expect(location.history?.at(-1)).toBe('/agent');
  });

  it('sends a trial user to /agent', async () => {
    signIn(TRIAL_TYPE);
    const location = await visit('/agentHome');
    expect(location.history?.at(-1)).toBe('/agent');
  });

  it('lets an agent in, in the agent layout with its skip link and main landmark', async () => {
    signIn(41);
    const location = await visit('/agentHome/agentTeamOverview');
    expect(location.history?.at(-1)).toBe('/agentHome/agentTeamOverview');
    expect(await screen.findByRole('heading', { name: 'Agent centre' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('wl-main');
    expect(
      screen.getByRole('link', { name: CORE.actions.skip_to_content }).getAttribute('href'),
    ).toBe('#wl-main');
    expect(screen.queryByRole('banner')).toBeNull(); // no player header
  });
});
