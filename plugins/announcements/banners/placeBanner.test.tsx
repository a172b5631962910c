// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Owned, Registry } from '../../../core/plugin/buildRegistry';
import type { ComponentSlot } from '../../../core/plugin/contributions';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { SlotOutlet } from '../../../core/ui/SlotOutlet';
import type { Announcement } from '../api';
import { placeBanner } from './placeBanner';

let banners: Announcement[] = [];
let answered = false;
vi.mock('../api', () => ({
  useAnnouncements: () =>
    answered ? { isSuccess: true, data: { banners } } : { isSuccess: false, data: undefined },
}));

const OPTIONS = {
  bannerAutoplayMs: 5000,
  groupBannerSizes: {
    sideMenu: { width: 400, height: 200 },
    login: { width: 800, height: 240 },
    register: { width: 800, height: 240 },
    forgot: { width: 640, height: 160 },
  },
};

beforeEach(() => {
  banners = [];
  answered = false;
  vi.stubGlobal(
    'matchMedia',
    () =>
      ({
        matches: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOutlet(entry: ComponentSlot) {
  const item: Owned<ComponentSlot> = { ...entry, pluginId: 'announcements' };
  const runtime = {
    site: { plugins: { announcements: OPTIONS }, platform: { imageCdns: [] } },
    permission: {},
    flags: new Set(),
    registry: {
      routes: [],
      slots: { loginBanner: [item], forgotBanner: [item] },
    } as unknown as Registry,
  } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <SlotOutlet name="loginBanner" />
    </RuntimeProvider>,
  );
}

describe('placeBanner', () => {
  it('reserves each place’s configured aspect ratio', () => {
    const reserve = (place: 'sideMenu' | 'forgot') => {
      const entry = placeBanner(`${place}-banner`, place);
      return typeof entry.reserve === 'function' ? entry.reserve(OPTIONS) : entry.reserve;
    };
    expect(reserve('sideMenu')).toEqual({ aspectRatio: '400 / 200' });
    expect(reserve('forgot')).toEqual({ aspectRatio: '640 / 160' });
  });

  it('holds the frame from the first render, and shows the banner in it', async () => {
    answered = true;
    banners = [
      {
        id: 'b1',
        type: 'B',
        title: 'Welcome bonus',
        groupName: 'w_login',
        announcementImages: [{ sequence: 1, url: '/img/b1.svg' }],
      },
    ];
    const { container } = renderOutlet(placeBanner('login-banner', 'login'));
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.className).toBe('wl-slot wl-slot--login-banner');
    expect(frame.style.aspectRatio).toBe('800 / 240');
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
    expect(container.firstElementChild).toBe(frame);
    expect(frame.style.aspectRatio).toBe('800 / 240');
  });

  it('leaves only the fold-away mark in the frame when the group has no banner', async () => {
    answered = true;
    banners = [];
    const { container } = renderOutlet(placeBanner('login-banner', 'login'));
    const frame = container.firstElementChild as HTMLElement;
    // base.css folds a reserved frame holding this mark away (.wl-slot:has(> .wl-slot-empty))
    await vi.waitFor(() => expect(frame.querySelector(':scope > .wl-slot-empty')).not.toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
