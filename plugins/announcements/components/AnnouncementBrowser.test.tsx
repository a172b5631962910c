// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../api';
import EN from '../locales/EN.json';
import { AnnouncementBrowser, REWARD_CENTER_PATH } from './AnnouncementBrowser';

const items: Announcement[] = Array.from({ length: 23 }, (_, i) => ({
  id: `n${i + 1}`,
  type: 'PL',
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['announcements', 'core'],
    resources: { EN: { announcements: EN } },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

/** The title buttons of the list (the disclosure buttons). */
const titles = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('AnnouncementBrowser', () => {
  it('lists 9 titles a page and opens the first', () => {
    render(<AnnouncementBrowser items={items} onLeave={() => undefined} />);
    expect(titles().map((b) => b.textContent)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Notice ${i + 1}`),
    );
    expect(screen.getByRole('heading', { name: 'Notice 1' })).toBeTruthy();
    expect(screen.getByText('Body 1')).toBeTruthy();
  });

  it('opens at the asked item, on its page', () => {
    render(<AnnouncementBrowser items={items} initialId="n20" onLeave={() => undefined} />);
    expect(titles()[0]!.textContent).toBe('Notice 19');
    expect(screen.getByRole('button', { name: 'Notice 20' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText('Body 20')).toBeTruthy();
  });

  it('turns pages with the paginator', () => {
    render(<AnnouncementBrowser items={items} onLeave={() => undefined} />);
    // without core translations the page buttons are named by their key, so find page 3 by its text
    fireEvent.click(screen.getAllByRole('button').find((b) => b.textContent === '3')!);
    expect(titles().map((b) => b.textContent)).toEqual([
      'Notice 19',
      'Notice 20',
      'Notice 21',
      'Notice 22',
      'Notice 23',
    ]);
    expect(screen.getByText('Body 19')).toBeTruthy();
  });

  it('folds an open item and unfolds it again', () => {
    render(<AnnouncementBrowser items={items} onLeave={() => undefined} />);
    const first = screen.getByRole('button', { name: 'Notice 1' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Body 1')).toBeNull();
    expect(screen.getByText(EN.browser.folded)).toBeTruthy();
    fireEvent.click(first);
    expect(screen.getByText('Body 1')).toBeTruthy();
  });

  it('sanitises the content and links to the reward centre only when the item says so', () => {
    const onLeave = vi.fn();
    const hostile: Announcement[] = [
      {
        id: 'p1',
        type: 'PU',
        title: 'Bonus',
        content: '<img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">go</a>',
        linkageType: 'REWARD_CENTER',
      },
      { id: 'p2', type: 'PU', title: 'Plain', content: '<p>plain</p>' },
    ];
    const { container } = render(<AnnouncementBrowser items={hostile} onLeave={onLeave} />);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    const link = screen.getByRole('link', { name: EN.browser.reward_center });
    expect(link.getAttribute('href')).toBe(REWARD_CENTER_PATH);
    fireEvent.click(link);
    expect(onLeave).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(screen.queryByRole('link', { name: EN.browser.reward_center })).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    render(<AnnouncementBrowser items={[]} onLeave={() => undefined} />);
    expect(screen.getByText(EN.browser.empty)).toBeTruthy();
  });
});
