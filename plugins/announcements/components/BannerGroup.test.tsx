// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../core/plugin/buildRegistry';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { Announcement } from '../api';
import EN from '../locales/EN.json';
import BannerGroup from './BannerGroup';

interface Answer {
  isSuccess?: boolean;
  isError?: boolean;
  data?: { banners: Announcement[] };
}
let answer: Answer = {};
vi.mock('../api', () => ({ useAnnouncements: () => answer }));

const banner = (id: string, groupName: Announcement['groupName'], sequence: number) =>
  ({
    id,
    type: 'B',
    title: `Banner ${id}`,
    groupName,
    sequence,
    announcementImages: [{ sequence: 1, url: `/img/${id}.svg` }],
  }) as Announcement;

const banners = [
  banner('home', 'w_home', 1),
  banner('login-2', 'w_login', 2),
  banner('login-1', 'w_login', 1),
  banner('menu-1', 'w_leftmenu', 1),
];

const OPTIONS = {
  bannerAutoplayMs: 5000,
  groupBannerSizes: {
    sideMenu: { width: 400, height: 200 },
    login: { width: 800, height: 240 },
    register: { width: 800, height: 240 },
    forgot: { width: 800, height: 240 },
  },
};

let reducedMotion = false;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['announcements'],
    resources: { EN: { announcements: EN } },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  reducedMotion = false;
  answer = { isSuccess: true, data: { banners } };
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce') && reducedMotion,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderGroup(place: 'sideMenu' | 'login' | 'register' | 'forgot') {
  const runtime = {
    site: { plugins: { announcements: OPTIONS }, platform: { imageCdns: [] } },
    permission: {},
    registry: { routes: [] } as unknown as Registry,
  } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <BannerGroup place={place} />
    </RuntimeProvider>,
  );
}

const slideNamed = (region: HTMLElement, index: number, total: number) =>
  within(region).getByRole('group', { name: `${index} of ${total}` });

describe('BannerGroup', () => {
  it('holds the place’s aspect ratio before the data arrives', () => {
    answer = {};
    renderGroup('login');
    const region = screen.getByRole('region', { name: 'Log-in banners' });
    expect(region.style.aspectRatio).toBe('800 / 240');
    expect(within(region).queryByRole('img')).toBeNull();
  });

  it('shows one still banner of its own group, with its size and alt text', () => {
    const { container } = renderGroup('sideMenu');
    const region = screen.getByRole('region', { name: 'Side menu banners' });
    expect(region.style.aspectRatio).toBe('400 / 200');
    const image = within(region).getByRole('img', { name: 'Banner menu-1' });
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('200');
    // the side menu's banner stands below the fold: it waits until it is near
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(region.getAttribute('aria-roledescription')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('orders several banners by sequence and loads the popup’s first at once', () => {
    renderGroup('login');
    const region = screen.getByRole('region', { name: 'Log-in banners' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const first = slideNamed(region, 1, 2);
    expect(within(first).getByRole('img', { hidden: true }).getAttribute('alt')).toBe(
      'Banner login-1',
    );
    expect(within(first).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(first.hasAttribute('inert')).toBe(false);
    expect(slideNamed(region, 2, 2).hasAttribute('inert')).toBe(true);
  });

  it('takes turns after the configured delay, and the buttons step and stop', () => {
    vi.useFakeTimers();
    renderGroup('login');
    const region = screen.getByRole('region', { name: 'Log-in banners' });
    act(() => vi.advanceTimersByTime(5000));
    expect(slideNamed(region, 2, 2).hasAttribute('inert')).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    expect(slideNamed(region, 1, 2).hasAttribute('inert')).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: 'Previous banner' }));
    expect(slideNamed(region, 2, 2).hasAttribute('inert')).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(slideNamed(region, 2, 2).hasAttribute('inert')).toBe(false);
    expect(within(region).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('holds still under the pointer', () => {
    vi.useFakeTimers();
    renderGroup('login');
    const region = screen.getByRole('region', { name: 'Log-in banners' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(slideNamed(region, 1, 2).hasAttribute('inert')).toBe(false);
  });

  it('starts stopped for a player who prefers reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderGroup('login');
    const region = screen.getByRole('region', { name: 'Log-in banners' });
    expect(within(region).getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(12_000));
    expect(slideNamed(region, 1, 2).hasAttribute('inert')).toBe(false);
  });

  it('keeps the banners it had when a later refetch fails', () => {
    answer = { isError: true, data: { banners } };
    renderGroup('sideMenu');
    const region = screen.getByRole('region', { name: 'Side menu banners' });
    expect(within(region).getByRole('img', { name: 'Banner menu-1' })).toBeTruthy();
  });

  it.each([
    ['the group has no banner', { isSuccess: true, data: { banners } }, 'forgot'],
    ['the call failed', { isError: true }, 'login'],
  ] as const)('renders nothing but the fold-away mark when %s', (_, state, place) => {
    answer = state;
    const { container } = renderGroup(place);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.innerHTML).toBe('<span class="wl-slot-empty" hidden=""></span>');
  });
});
