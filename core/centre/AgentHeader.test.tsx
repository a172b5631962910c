// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import MEMBER from '../i18n/locales/member/EN.json';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { endSession } from '../session/endSession';
import { clearSession, setMember } from '../session/session';
import { AgentClock, AgentHeader } from './AgentHeader';

vi.mock('../session/endSession', () => ({ endSession: vi.fn() }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { core: CORE, 'core-member': MEMBER } },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
});

const runtime = {
  site: { id: 'default', brand: { name: 'Lucky Harbour', logo: 'assets/logo.svg' }, plugins: {} },
  flags: new Set<string>(),
} as unknown as Runtime;

function renderHeader(node = <AgentHeader />) {
  const location = memoryLocation({ path: '/agentHome/agentAnnouncement', record: true });
  render(
    <RuntimeProvider value={runtime}>
      <Router hook={location.hook}>{node}</Router>
    </RuntimeProvider>,
  );
  return location;
}

describe('the agent header (§2 agent centre)', () => {
  it('shows the time zone of a fixed zone as a GMT offset', () => {
    vi.useFakeTimers({ now: new Date('2026-01-15T12:00:00Z') });
    renderHeader(<AgentClock timeZone="Asia/Phnom_Penh" />);
    expect(screen.getByText('GMT+07:00')).toBeTruthy();
    expect(screen.getByText('Time zone')).toBeTruthy();
  });

  it('ticks every second in a <time> element, with no live region', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-15T12:00:00Z') });
    const { container } = render(
      <RuntimeProvider value={runtime}>
        <AgentClock timeZone="UTC" />
      </RuntimeProvider>,
    );
    const time = () => container.querySelector('time');
    expect(time()?.getAttribute('dateTime')).toBe('2026-01-15T12:00:00.000Z');
    const before = time()?.textContent;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(time()?.getAttribute('dateTime')).toBe('2026-01-15T12:00:01.000Z');
    expect(time()?.textContent).not.toBe(before);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(time()?.getAttribute('dateTime')).toBe('2026-01-15T12:00:03.000Z');
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(container.querySelector('[role="timer"], [role="status"]')).toBeNull();
  });

  it('shows the brand, the nickname and signs the agent out to /agent', async () => {
    setMember({ id: 1, account: 'agent01', username: 'agent01', nickname: 'Team Boss', type: 1 });
    vi.mocked(endSession).mockResolvedValue('/agent');
    const location = renderHeader();
    expect(screen.getByRole('link', { name: 'Lucky Harbour' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Team Boss')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Player site' }).getAttribute('href')).toBe('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(location.history?.at(-1)).toBe('/agent');
  });
});
