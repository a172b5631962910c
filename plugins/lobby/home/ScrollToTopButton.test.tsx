// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import EN from '../locales/EN.json';
import { ScrollToTopButton } from './ScrollToTopButton';

beforeAll(async () => {
  // jsdom has no matchMedia; the button asks it whether to scroll smoothly.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['lobby'],
    resources: { EN: { lobby: EN } },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Scrolls the window and lets the button's once-per-frame measurement run. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('the home scroll-to-top button', () => {
  it('appears only after a screen of scrolling', async () => {
    render(<ScrollToTopButton />);
    await scrollTo(0);
    expect(screen.queryByRole('button')).toBeNull();
    await scrollTo(window.innerHeight + 1);
    expect(screen.getByRole('button', { name: EN.home.scroll_top })).toBeTruthy();
    await scrollTo(10);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls to the top and hands the focus to the main region', async () => {
    const main = document.createElement('main');
    main.id = 'wl-main';
    main.tabIndex = -1;
    document.body.append(main);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTopButton />);
    await scrollTo(window.innerHeight * 3);
    fireEvent.click(screen.getByRole('button', { name: EN.home.scroll_top }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(main);
    main.remove();
  });
});
