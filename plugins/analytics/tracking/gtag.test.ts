// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMeasuringDisabled, optOut } from './optOut';

const ID = 'G-DFLT88';
const TEMPLATE = 'https://tags.example/gtag/js?id={id}';

/** The loader as a fresh page has it: its state is per page view (one module instance). */
async function freshLoader() {
  vi.resetModules();
  return import('./gtag');
}

/** The data layer's commands as arrays (gtag.js takes Arguments objects). */
const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
const pageViews = () =>
  commands().filter(([kind, name]) => kind === 'event' && name === 'page_view');
const scripts = () => [...document.querySelectorAll('script[src]')] as HTMLScriptElement[];

beforeEach(() => {
  window.history.replaceState(null, '', '/promotions?token=secret#top');
});
afterEach(() => {
  delete window.dataLayer;
  delete (window as unknown as Record<string, unknown>)[`ga-disable-${ID}`];
  for (const script of scripts()) script.remove();
  document.cookie = '_ga=; Max-Age=0; Path=/';
});

describe('the analytics loader', () => {
  it('sends nothing and loads nothing before the visitor accepts', async () => {
    const { sendPageView } = await freshLoader();
    sendPageView(ID, '/');
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script once, with the id in its address, and configures without a page view', async () => {
    const { startAnalytics } = await freshLoader();
    startAnalytics(ID, TEMPLATE);
    startAnalytics(ID, TEMPLATE);
    expect(scripts().map((script) => script.src)).toEqual([
      'https://tags.example/gtag/js?id=G-DFLT88',
    ]);
    expect(scripts()[0]!.async).toBe(true);
    const config = commands().filter(([kind]) => kind === 'config');
    expect(config).toHaveLength(1);
    expect(config[0]![1]).toBe(ID);
    expect(config[0]![2]).toMatchObject({
      send_page_view: false,
      anonymize_ip: true,
      // the window's address, without the launcher's token
      page_location: `${window.location.origin}/promotions`,
    });
    expect(commands()[0]![0]).toBe('js');
    expect(pageViews()).toHaveLength(0);
  });

  it('sends one page view per call with the path only, never a query or fragment', async () => {
    const { startAnalytics, sendPageView } = await freshLoader();
    startAnalytics(ID, TEMPLATE);
    sendPageView(ID, '/promotions');
    sendPageView(ID, '/register?code=ABC123#form');
    expect(pageViews().map(([, , params]) => params)).toEqual([
      { page_path: '/promotions', page_location: `${window.location.origin}/promotions` },
      { page_path: '/register', page_location: `${window.location.origin}/register` },
    ]);
    expect(JSON.stringify(commands())).not.toMatch(/secret|ABC123/);
  });

  it('stops after a withdrawal, and only lifts the switch when the visitor accepts again', async () => {
    const { startAnalytics, sendPageView } = await freshLoader();
    startAnalytics(ID, TEMPLATE);
    sendPageView(ID, '/');
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    optOut(ID);
    expect(isMeasuringDisabled(ID)).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
    sendPageView(ID, '/live');
    expect(pageViews()).toHaveLength(1);
    startAnalytics(ID, TEMPLATE);
    expect(isMeasuringDisabled(ID)).toBe(false);
    expect(scripts()).toHaveLength(1);
    sendPageView(ID, '/live');
    expect(pageViews()).toHaveLength(2);
  });

  it('fills every {id} in the template, escaped', async () => {
    const { scriptAddress } = await freshLoader();
    expect(scriptAddress('/tags/{id}.js?id={id}', 'G-1 2')).toBe('/tags/G-1%202.js?id=G-1%202');
  });
});
