// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import MEMBER from '../i18n/locales/member/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { clearBadges, setBadge } from '../runtime/badges';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { session } from '../session/session';
import MemberCentrePage from './MemberCentrePage';
import { pageKeyOf } from './CentreFrame';

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
    ns: ['core', 'wallet', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: {
        core: CORE,
        'core-member': MEMBER,
        wallet: { wallet: 'My wallet', account: 'My account', agent: 'Agents' },
      },
    },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  clearBadges();
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

/** As AppRoutes shows it: the page alone, with no <Route> around it to hand down parameters. */
function RoutedCentre() {
  return <MemberCentrePage />;
}

describe('pageKeyOf', () => {
  it('reads the segment after the base, and nothing for another address', () => {
    expect(pageKeyOf('/member/depositv2', '/member')).toBe('depositv2');
    expect(pageKeyOf('/member/depositv2/extra', '/member')).toBe('depositv2');
    expect(pageKeyOf('/member', '/member')).toBeUndefined();
    expect(pageKeyOf('/member/', '/member')).toBeUndefined();
    expect(pageKeyOf('/memberX/a', '/member')).toBeUndefined();
    expect(pageKeyOf('/member/%E0%A4', '/member')).toBe('%E0%A4');
  });
});

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

  it('shows the count of a page on its menu entry when above 0, read out with the link', async () => {
    setBadge('transferFund', 4);
    setBadge('securityCenter', 0);
    await renderAt('/member/securityCenter');
    expect(screen.getByRole('link', { name: 'My wallet 4 new' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).textContent).toBe('My account');
    await act(async () => setBadge('transferFund', 0));
    expect(screen.getByRole('link', { name: 'My wallet' }).textContent).toBe('My wallet');
  });
});
