// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { session } from '../session/session';
import MemberCentrePage from './MemberCentrePage';

const pageSaying = (text: string) => () => Promise.resolve({ default: () => <h2>{text}</h2> });

const wallet = definePlugin({
  id: 'wallet',
  slots: {
    memberCentre: [
      { key: 'transferFund', label: 'wallet', page: pageSaying('Wallet page'), order: 20 },
      { key: 'securityCenter', label: 'account', page: pageSaying('Account page'), order: 10 },
      {
        key: 'agentOnly',
        label: 'agent',
        page: pageSaying('Agent page'),
        audience: 'agent',
      },
    ],
  },
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'wallet'],
    resources: {
      EN: { core: CORE, wallet: { wallet: 'My wallet', account: 'My account', agent: 'Agents' } },
    },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  session.isLogin = false;
});

async function renderAt(path: string) {
  session.isLogin = true;
  const location = memoryLocation({ path, record: true });
  const runtime = {
    site: { plugins: {} },
    flags: new Set<string>(),
    registry: buildRegistry([wallet]),
  } as unknown as Runtime;
  await act(async () => {
    render(
      <RuntimeProvider value={runtime}>
        <Router hook={location.hook}>
          {/* the route table gives the frame its param, as AppRoutes would */}
          <RoutedCentre />
        </Router>
      </RuntimeProvider>,
    );
  });
  return location;
}

function RoutedCentre() {
  return (
    <Switch>
      <Route path="/member/:pageKey?" component={MemberCentrePage} />
    </Switch>
  );
}

describe('the member centre frame', () => {
  it('lists the visible pages in order and shows the one the URL names', async () => {
    await renderAt('/member/transferFund');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['My account', 'My wallet']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Member centre');
    expect(await screen.findByText('Wallet page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My wallet' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/member/securityCenter',
    );
  });

  it('goes to the first page when the URL names none, or one this person may not see', async () => {
    const bare = await renderAt('/member');
    expect(bare.history?.at(-1)).toBe('/member/securityCenter');
    cleanup();
    const hidden = await renderAt('/member/agentOnly');
    expect(hidden.history?.at(-1)).toBe('/member/securityCenter');
  });
});
