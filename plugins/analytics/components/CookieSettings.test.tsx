// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/EN.json';
import { consentKey } from '../consent/consentStore';
import CookieSettings from './CookieSettings';

const ID = 'G-DFLT88';
const SCRIPT = 'https://tags.example/gtag/js?id={id}';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['analytics', 'core'],
    resources: { EN: { analytics: EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderFooter(siteId: string, analyticsId: string) {
  const location = memoryLocation({ path: '/', record: true });
  const runtime = {
    site: { id: siteId, plugins: { analytics: { scriptUrl: SCRIPT, collectOrigins: [] } } },
    permission: { analyticsId },
  } as unknown as Runtime;
  render(
    <RuntimeProvider value={runtime}>
      <Router hook={location.hook}>
        <CookieSettings />
      </Router>
    </RuntimeProvider>,
  );
  return location;
}

/** The loader's chunk arrives on a later turn: let it, and what it queues, happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const banner = () => screen.queryByRole('region', { name: EN.banner.title });
const scripts = () => document.querySelectorAll('script[src]');
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => [...(entry as IArguments)])
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

describe('the cookie settings in the footer', () => {
  it('shows nothing and loads nothing without an analytics id in the status', async () => {
    renderFooter('no-id', '');
    await settle();
    expect(document.body.textContent).toBe('');
    // what folds the footer's reserved line away
    expect(document.querySelector('.wl-slot-empty')).not.toBeNull();
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('asks first, and measures nothing while the visitor has not answered', async () => {
    renderFooter('first-visit', ID);
    expect(await screen.findByRole('region', { name: EN.banner.title })).toBeTruthy();
    // shown by itself, the banner does not take focus from the page
    expect(document.activeElement).toBe(document.body);
    await settle();
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('measures each route after Accept, and nothing more after Decline from the footer', async () => {
    const location = renderFooter('journey', ID);
    fireEvent.click(await screen.findByRole('button', { name: EN.banner.accept }));
    // The loader's chunk is imported on Accept: on a busy machine that takes more than one turn.
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(consentKey('journey'))).toBe('granted');
    expect([...scripts()].map((script) => script.getAttribute('src'))).toEqual([
      'https://tags.example/gtag/js?id=G-DFLT88',
    ]);
    expect(pageViews()).toEqual(['/']);

    act(() => location.navigate('/promotions?code=SECRET'));
    await settle();
    act(() => location.navigate('/promotions?code=OTHER')); // same route, new query: no new page
    await settle();
    expect(pageViews()).toEqual(['/', '/promotions']);

    // The footer's button brings the banner back, with the answer given, and focus on it.
    const settings = screen.getByRole('button', { name: EN.settings });
    fireEvent.click(settings);
    const reopened = await screen.findByRole('region', { name: EN.banner.title });
    expect(document.activeElement).toBe(reopened);
    expect(reopened.textContent).toContain(EN.banner.current_granted);
    fireEvent.click(screen.getByRole('button', { name: EN.banner.decline }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    await settle();
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);

    act(() => location.navigate('/live'));
    await settle();
    expect(pageViews()).toEqual(['/', '/promotions']);
    expect(scripts()).toHaveLength(1);
  });
});
