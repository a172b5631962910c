// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import MEMBER from '../i18n/locales/member/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { alerts } from '../runtime/alerts';
import { clearBadges, setBadge } from '../runtime/badges';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { TRIAL_TYPE } from '../session/memberType';
import { clearSession, setMember } from '../session/session';
import { AccountMenu } from './AccountMenu';

// Contributed by several plugins, in no particular order: the registry sorts them (§2 order).
const records = definePlugin({
  id: 'records',
  slots: {
    accountMenu: [
      { key: 'personalProfit', label: 'profit', to: '/member/personalProfit', order: 30 },
      { key: 'personalHistoryCopy', label: 'bets', to: '/member/personalHistoryCopy', order: 10 },
      { key: 'transactionHistory', label: 'account', to: '/member/transactionHistory', order: 20 },
    ],
  },
});
const auth = definePlugin({
  id: 'auth',
  slots: {
    accountMenu: [
      // auth's sign-out opens a confirmation; a link does here, core holds no plugin's modal id
      { key: 'sign-out', label: 'sign_out', to: '/', order: 1000, audience: 'member' },
    ],
  },
});
const security = definePlugin({
  id: 'security',
  slots: {
    accountMenu: [
      {
        key: 'securityCenter',
        label: 'security',
        to: '/member/securityCenter',
        order: 60,
        realAccount: true,
      },
      { key: 'messageV2', label: 'messages', to: '/member/messageV2', order: 140 },
    ],
  },
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'records', 'auth', 'security', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: {
        core: CORE,
        'core-member': MEMBER,
        records: { profit: 'Profit and loss', bets: 'Betting record', account: 'Account record' },
        auth: { sign_out: 'Sign out' },
        security: { security: 'Security centre', messages: 'Messages' },
      },
    },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  clearBadges();
  alerts.queue.splice(0);
});

function renderMenu(type = 0) {
  setMember({ id: 1, account: 'demo', username: 'demo', nickname: 'Demo', type });
  const location = memoryLocation({ path: '/', record: true });
  const runtime = {
    site: { plugins: {} },
    flags: new Set<string>(),
    // the plugin list order is not the menu order
    registry: buildRegistry([auth, security, records]),
  } as unknown as Runtime;
  render(
    <RuntimeProvider value={runtime}>
      <Router hook={location.hook}>
        <AccountMenu />
      </Router>
    </RuntimeProvider>,
  );
  fireEvent.click(
    screen.getByRole('button', { name: CORE.header.account_menu.replace('{{name}}', 'demo') }),
  );
  return location;
}

const entries = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the account menu', () => {
  it('lists the entries in the §2 order with sign out last', () => {
    renderMenu();
    expect(entries().map((item) => item.textContent)).toEqual([
      'Betting record',
      'Account record',
      'Profit and loss',
      'Security centre',
      'Messages',
      'Sign out',
    ]);
  });

  it('shows a count above 0 on its entry, with a text for screen readers', async () => {
    setBadge('messageV2', 3);
    setBadge('securityCenter', 0);
    renderMenu();
    expect(screen.getByRole('link', { name: 'Messages 3 new' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security centre' }).textContent).toBe(
      'Security centre',
    );
    // valtio tells its readers in a microtask
    await act(async () => setBadge('messageV2', 120));
    expect(screen.getByRole('link', { name: 'Messages 120 new' }).textContent).toContain('99+');
    await act(async () => setBadge('messageV2', 0));
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
  });

  it('warns a free-play user instead of opening a money or member page (§4)', () => {
    const location = renderMenu(TRIAL_TYPE);
    fireEvent.click(screen.getByRole('link', { name: 'Security centre' }));
    expect(location.history?.at(-1)).toBe('/');
    expect(alerts.queue.map((alert) => alert.messageKey)).toEqual(['errors.need_true_account']);
  });
});

describe('the agent entry (§2 "agent (agents only)")', () => {
  const agentCentre = definePlugin({
    id: 'team',
    slots: {
      agentCentre: [
        { key: 'agentTeamOverview', label: 'team', page: () => new Promise(() => undefined) },
      ],
    },
  });

  function renderWith(type: number, plugins = [auth, security, records, agentCentre]) {
    setMember({ id: 1, account: 'agent01', username: 'agent01', nickname: 'Boss', type });
    const location = memoryLocation({ path: '/', record: true });
    const runtime = {
      site: { plugins: {} },
      flags: new Set<string>(),
      registry: buildRegistry(plugins),
    } as unknown as Runtime;
    render(
      <RuntimeProvider value={runtime}>
        <Router hook={location.hook}>
          <AccountMenu />
        </Router>
      </RuntimeProvider>,
    );
    fireEvent.click(
      screen.getByRole('button', { name: CORE.header.account_menu.replace('{{name}}', 'agent01') }),
    );
    return location;
  }

  it('leads an agent to the agent centre, after the security centre', () => {
    const location = renderWith(1);
    expect(entries().map((item) => item.textContent)).toEqual([
      'Betting record',
      'Account record',
      'Profit and loss',
      'Security centre',
      'Agent',
      'Messages',
      'Sign out',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Agent' }));
    expect(location.history?.at(-1)).toBe('/agentHome');
  });

  it('is not there for a member, nor where no plugin gives the agent centre a page', () => {
    renderWith(0);
    expect(screen.queryByRole('link', { name: 'Agent' })).toBeNull();
    cleanup();
    renderWith(1, [auth, security, records]);
    expect(screen.queryByRole('link', { name: 'Agent' })).toBeNull();
  });
});
