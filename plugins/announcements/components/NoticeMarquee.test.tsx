// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../core/plugin/buildRegistry';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { ui } from '../../../core/runtime/ui';
import EN from '../locales/EN.json';
import NoticeMarquee from './NoticeMarquee';

const notices = [
  { id: 'n1', type: 'PL', title: 'Maintenance on Monday' },
  { id: 'n2', type: 'PL', title: 'New slots every week' },
];
vi.mock('../api', () => ({
  useAnnouncements: () => ({ isSuccess: true, data: { banners: [], notices, popups: [] } }),
}));

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
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce') && reducedMotion,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  ui.modals.splice(0);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMarquee({ modal = false, marquee = true } = {}) {
  const runtime = {
    site: { plugins: { announcements: { marquee } } },
    registry: { modals: new Map(modal ? [['noticeModal', {}]] : []) } as unknown as Registry,
  } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <NoticeMarquee />
    </RuntimeProvider>,
  );
}

describe('NoticeMarquee', () => {
  it('lists each notice once for assistive technology, the loop copy hidden', () => {
    renderMarquee();
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maintenance on Monday', 'New slots every week']);
    const copies = region.querySelectorAll('ul');
    expect(copies).toHaveLength(2);
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(copies[1]?.hasAttribute('inert')).toBe(true);
  });

  it('makes notices plain text while no plugin provides the announcement modal', () => {
    renderMarquee();
    expect(screen.queryByRole('button', { name: 'Maintenance on Monday' })).toBeNull();
  });

  it('opens the announcement modal with the notice id where that modal exists', () => {
    renderMarquee({ modal: true });
    fireEvent.click(screen.getByRole('button', { name: 'New slots every week' }));
    expect(ui.modals).toEqual([{ id: 'noticeModal', data: { id: 'n2' } }]);
  });

  it('pauses and resumes with its button', () => {
    renderMarquee();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the notices' }));
    const track = screen.getByRole('region', { name: 'Notices' }).querySelector('[data-moving]');
    expect(track?.hasAttribute('data-paused')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play the notices' }));
    expect(track?.hasAttribute('data-paused')).toBe(false);
  });

  it('stands still as one list without a pause button under reduced motion', () => {
    reducedMotion = true;
    renderMarquee();
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(region.querySelectorAll('ul')).toHaveLength(1);
    expect(region.querySelector('[data-moving]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the notices' })).toBeNull();
  });

  it('is absent when the site switches the marquee off', () => {
    renderMarquee({ marquee: false });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
