// @vitest-environment jsdom
import {
  act,
  cleanup,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/EN.json';
import DownloadMenuItem from './DownloadMenuItem';
import { CLOSE_DELAY_MS } from './useHoverOrFocus';

// The QR library's stand-in: each code's image names the value it encodes.
const qrDataUrl = vi.hoisted(() =>
  vi.fn((value: string) => Promise.resolve(`data:image/svg+xml,${encodeURIComponent(value)}`)),
);
vi.mock('../../../core/ui/qr/qrDataUrl', () => ({ qrDataUrl }));
// Counts the loads of the popover's chunk: the factory runs when it is first imported.
const popoverLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./StorePopover', async (importOriginal) => {
  popoverLoads.count += 1;
  return importOriginal();
});

const IOS = 'https://brand.example/download/ios';
const ANDROID = 'https://brand.example/download/android';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['download', 'core'],
    resources: { EN: { download: EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  qrDataUrl.mockClear();
});

function renderItem(resources: { resourceType: string; url: string }[]) {
  const runtime = { permission: { resources, domainRoute: [] } } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <DownloadMenuItem />
    </RuntimeProvider>,
  );
}

const both = [
  { resourceType: 'LIVECHAT', url: 'https://chat.example/' },
  { resourceType: 'IOS', url: IOS },
  { resourceType: 'ANDROID', url: ANDROID },
];
const link = () => screen.getByRole('link', { name: EN.menu });
const popover = () => screen.queryByRole('tooltip');
// Generous: the first opening loads the popover's modules (the QR library among them), which
// takes seconds on a busy machine's first run; the tests' own limit is above it (describe below).
const found = { timeout: 15_000 };
const iosCode = () => screen.findByRole('img', { name: 'QR code of the iOS app' }, found);
const androidCode = () => screen.findByRole('img', { name: 'QR code of the Android app' }, found);
const pressEscape = () => fireEvent.keyDown(document, { key: 'Escape' });

describe('the side menu download item', { timeout: 30_000 }, () => {
  it('is a real link to /download, described by what its popover offers', () => {
    renderItem(both);
    expect(link().getAttribute('href')).toBe('/download');
    const hint = document.getElementById(link().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(EN.scan);
  });

  it('loads the popover only once wanted, and opens it only while still wanted', async () => {
    const { container } = renderItem(both);
    expect(popover()).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(popoverLoads.count).toBe(0);
    expect(qrDataUrl).not.toHaveBeenCalled();
    // The pointer passes over the item and is gone before the popover's chunk arrives.
    const area = container.firstElementChild!;
    fireEvent.pointerEnter(area);
    fireEvent.pointerLeave(area);
    await waitFor(() => expect(popoverLoads.count).toBe(1));
    // The chunk arrives (the same module the item asked for), and finds the pointer gone.
    await act(async () => {
      await import('./StorePopover');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(popover()).toBeNull();
    expect(qrDataUrl).not.toHaveBeenCalled();
    act(() => link().focus());
    await iosCode();
  });

  it('shows the iOS and Android codes on hover, and keeps them while the pointer crosses over', async () => {
    const { container } = renderItem(both);
    const area = container.firstElementChild!;
    fireEvent.pointerEnter(area);
    expect((await iosCode()).getAttribute('src')).toContain(encodeURIComponent(IOS));
    expect((await androidCode()).getAttribute('src')).toContain(encodeURIComponent(ANDROID));
    // Crossing from the item onto the popover (rendered into the body) keeps it open: over a
    // gap, and straight across, where the item hears of the leave after the popover's enter.
    fireEvent.pointerLeave(area);
    fireEvent.pointerEnter(popover()!);
    await act(() => new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS + 100)));
    expect(popover()).not.toBeNull();
    fireEvent.pointerLeave(popover()!, { relatedTarget: link() });
    fireEvent.pointerEnter(area);
    // As a browser orders it: pointerout (React's enter into the popover), then the item's leave.
    fireEvent.pointerOut(link(), { relatedTarget: popover() });
    fireEvent(area, createEvent.pointerLeave(area, { relatedTarget: popover() }));
    await act(() => new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS + 100)));
    expect(popover()).not.toBeNull();
    fireEvent.pointerLeave(popover()!);
    await waitFor(() => expect(popover()).toBeNull());
  });

  it('shows the codes on keyboard focus; Escape closes them and leaves focus on the link', async () => {
    renderItem(both);
    act(() => link().focus());
    await iosCode();
    pressEscape();
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(link());
    // A fresh focus opens it again.
    act(() => link().blur());
    act(() => link().focus());
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    act(() => link().blur());
    expect(popover()).toBeNull();
  });

  it('closes a popover opened by hover on Escape, wherever the focus is', async () => {
    const { container } = renderItem(both);
    fireEvent.pointerEnter(container.firstElementChild!);
    await androidCode();
    pressEscape();
    expect(popover()).toBeNull();
  });

  it('shows only the codes the platform lists, and no popover without any', async () => {
    renderItem([{ resourceType: 'ANDROID', url: ANDROID }]);
    act(() => link().focus());
    await androidCode();
    expect(screen.queryByRole('img', { name: 'QR code of the iOS app' })).toBeNull();
    cleanup();

    renderItem([{ resourceType: 'LIVECHAT', url: 'https://chat.example/' }]);
    act(() => link().focus());
    expect(link().getAttribute('href')).toBe('/download');
    expect(link().hasAttribute('aria-describedby')).toBe(false);
    expect(popover()).toBeNull();
  });
});
