import type { Locator, Page, Response } from '@playwright/test';
import { everyBrand, oneBrand } from './support/brands';
import { skipInFirefox } from './support/firefoxSkips';
import { expect, locale, pluginOptions, test, translate, type Lang } from './support/site';

/**
 * The home sections of the announcements and winners plugins (§2 Home): the notice marquee, the
 * banner carousel and the winners row, on every site, used as a person would: by role and name.
 */

interface HomeBanner {
  title: string;
  sequence?: number;
  groupName?: string;
}

/** The home banners the page received, in the operator's sequence (what the carousel shows). */
async function homeBannersFrom(response: Promise<Response>): Promise<HomeBanner[]> {
  const body = (await (await response).json()) as { value: { banners: HomeBanner[] } };
  return body.value.banners
    .filter((banner) => banner.groupName === 'w_home')
    .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

function announcementsCall(page: Page): Promise<Response> {
  return page.waitForResponse((response) =>
    response.url().includes('/wps/relay/MCSFE_getListAnnouncements'),
  );
}

/** Where the first item of a moving list is now (x for the marquee, y for biggest wins). */
async function positionOf(item: Locator, axis: 'x' | 'y'): Promise<number> {
  const box = await item.boundingBox();
  if (!box) throw new Error('item has no box');
  return box[axis];
}

/** Takes the pointer and the keyboard focus away from a moving section, as a reader would. */
async function leave(page: Page, lastControl: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  await lastControl.focus();
  await page.keyboard.press('Tab');
}

function texts(lang: Lang) {
  const announcements = locale('announcements', lang);
  const winners = locale('winners', lang);
  return {
    a: (key: string, vars?: Record<string, string | number>) => translate(announcements, key, vars),
    w: (key: string, vars?: Record<string, string | number>) => translate(winners, key, vars),
  };
}

test.describe('home sections', () => {
  // These sections move (marquee, slide show, winners): watched with motion on, as most see them.
  test.use({ reducedMotion: 'no-preference' });
  test(
    'the notice marquee scrolls the notices and stops on request',
    oneBrand('default', 'the marquee takes nothing from the brand'),
    async ({ page, lang }) => {
      const { a } = texts(lang);
      await page.goto('/');
      const marquee = page.getByRole('region', { name: a('marquee.label'), exact: true });
      await expect(marquee).toBeVisible();
      // the copy that closes the loop is hidden, so only the real notices are list items
      const notices = marquee.getByRole('listitem');
      await expect(notices.first()).toBeVisible();
      const count = await notices.count();
      expect(count).toBeGreaterThan(0);
      expect(await marquee.locator('li').count()).toBe(count * 2);

      await page.mouse.move(0, 0);
      const before = await positionOf(notices.first(), 'x');
      await expect.poll(() => positionOf(notices.first(), 'x')).toBeLessThan(before - 5);

      const pause = marquee.getByRole('button', { name: a('marquee.pause') });
      await pause.click();
      const play = marquee.getByRole('button', { name: a('marquee.play') });
      await expect(play).toBeVisible();
      await leave(page, play);
      const stopped = await positionOf(notices.first(), 'x');
      await page.waitForTimeout(600);
      expect(await positionOf(notices.first(), 'x')).toBe(stopped);
      await play.click();
      await expect(marquee.getByRole('button', { name: a('marquee.pause') })).toBeVisible();
    },
  );

  test(
    'the banner carousel shows the first banner at once and moves by its buttons',
    oneBrand(
      'default',
      'the carousel takes only its delay (bannerAutoplayMs) from the brand, read here',
    ),
    async ({ page, site, lang }) => {
      test.setTimeout(90_000);
      const { a } = texts(lang);
      const options = pluginOptions(site, 'announcements');
      if (!options) return test.skip(true, 'announcements not enabled on this site');
      const delay = options.bannerAutoplayMs;
      const received = announcementsCall(page);
      await page.goto('/');
      const banners = await homeBannersFrom(received);
      test.skip(banners.length < 2, 'this merchant has fewer than two home banners');
      const total = banners.length;
      const carousel = page.getByRole('region', { name: a('banners.label'), exact: true });
      const slide = (index: number) =>
        carousel.getByRole('group', { name: a('banners.position', { index, total }) });

      await expect(carousel).toHaveAttribute('aria-roledescription', a('banners.carousel'));
      // pointing at it holds the slide show while the first banner is looked at, however slow the page
      await carousel.hover();
      const first = slide(1).getByRole('img', { name: banners[0]!.title });
      await expect(first).toBeVisible();
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      // the first banner is the largest paint: fetched at once and first
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveJSProperty('complete', true);

      // left alone, it moves on by itself after the configured delay
      await page.mouse.move(0, 0);
      await expect(slide(2)).toBeInViewport({ ratio: 0.9, timeout: delay + 3000 });

      const next = carousel.getByRole('button', { name: a('banners.next') });
      const previous = carousel.getByRole('button', { name: a('banners.previous') });
      await next.click();
      await expect(slide(3 > total ? 1 : 3)).toBeInViewport({ ratio: 0.9 });
      await previous.click();
      await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
      await previous.click();
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await previous.click();
      await expect(slide(total)).toBeInViewport({ ratio: 0.9 });
      await next.click();
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

      await carousel.getByRole('button', { name: a('banners.stop') }).click();
      await expect(carousel.getByRole('button', { name: a('banners.start') })).toBeVisible();
      await leave(page, next);
      await page.waitForTimeout(delay + 1500);
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    },
  );

  test(
    'the winners row shows the board, nine biggest wins and the jackpot where enabled',
    everyBrand(
      "the jackpot follows the brand's showJackpot (off on angkor) and the board its winnerBoard path",
      { firefox: true },
    ),
    async ({ page, site, lang }) => {
      const { w } = texts(lang);
      await page.goto('/');
      await revealWinners(page, lang);
      const section = page.getByRole('region', { name: w('title'), exact: true });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();

      const board = section.getByRole('table', { name: w('board.title') });
      await expect(board.getByRole('columnheader', { name: w('board.amount') })).toBeVisible();
      const rows = board.getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      expect(await rows.count()).toBeLessThanOrEqual(21);
      await expect(rows.nth(1).getByRole('cell').last()).toHaveText(/^-?\d{1,3}(\D\d{3})*\D\d{2}$/);

      const biggest = section.getByRole('region', { name: w('biggest.title'), exact: true });
      const wins = biggest.getByRole('listitem');
      await expect(wins).toHaveCount(9);
      await expect(wins.first()).toContainText(/\d\D\d{2}$/);

      // The list scrolls by itself, and stops on request. Firefox is held to reduced motion by
      // its own preference (BiDi emulates no media feature), where nothing moves by design.
      const motionless = skipInFirefox(
        page,
        'the biggest wins scroll and pause',
        'reduced motion is fixed on in Firefox: Playwright cannot emulate prefers-reduced-motion over BiDi',
      );
      if (!motionless) {
        await biggest.scrollIntoViewIfNeeded();
        await page.mouse.move(0, 0);
        const top = await positionOf(wins.first(), 'y');
        await expect.poll(() => positionOf(wins.first(), 'y')).toBeLessThan(top - 5);
        await section.getByRole('button', { name: w('biggest.pause') }).click();
        const play = section.getByRole('button', { name: w('biggest.play') });
        await expect(play).toBeVisible();
        await page.mouse.move(0, 0);
        const stopped = await positionOf(wins.first(), 'y');
        await page.waitForTimeout(500);
        expect(await positionOf(wins.first(), 'y')).toBe(stopped);
      }

      const jackpot = section.getByRole('group', { name: w('jackpot.title') });
      if (!pluginOptions(site, 'winners')?.showJackpot) {
        await expect(jackpot).toHaveCount(0);
      } else {
        await expect(jackpot).toContainText(/\d{1,3}(\D\d{3})+\D\d{2}/);
      }
    },
  );

  test(
    'nothing moves for a player who prefers reduced motion',
    oneBrand('default', 'reduced motion takes nothing from the brand'),
    async ({ page, lang }) => {
      const { a, w } = texts(lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const marquee = page.getByRole('region', { name: a('marquee.label'), exact: true });
      await expect(marquee.getByRole('listitem').first()).toBeVisible();
      await expect(marquee.getByRole('button', { name: a('marquee.pause') })).toHaveCount(0);
      expect(await marquee.locator('li').count()).toBe(await marquee.getByRole('listitem').count());

      const carousel = page.getByRole('region', { name: a('banners.label'), exact: true });
      // the slide show starts stopped; the player may still start it
      await expect(carousel.getByRole('button', { name: a('banners.start') })).toBeVisible();

      await revealWinners(page, lang);
      const biggest = page.getByRole('region', { name: w('biggest.title'), exact: true });
      await expect(biggest.getByRole('listitem')).toHaveCount(9);
      await expect(page.getByRole('button', { name: w('biggest.pause') })).toHaveCount(0);
    },
  );

  test(
    'the sections follow the order of the site’s home rows',
    everyBrand("the order is the brand's homeRows"),
    async ({ page, site, lang }) => {
      const { a, w } = texts(lang);
      await page.goto('/');
      const regions: Record<string, Locator> = {
        marquee: page.getByRole('region', { name: a('marquee.label'), exact: true }),
        banners: page.getByRole('region', { name: a('banners.label'), exact: true }),
        winners: page.getByRole('region', { name: w('title'), exact: true }),
      };
      await revealWinners(page, lang);
      const order = site.layout.homeRows.filter((key) => key in regions);
      const tops: number[] = [];
      for (const key of order) {
        await expect(regions[key]!).toBeVisible();
        tops.push(await positionOf(regions[key]!, 'y'));
      }
      expect(tops).toEqual([...tops].sort((x, y) => x - y));
    },
  );
});

/**
 * The winners row is the home page's last and loads as it comes near the viewport (its slot is
 * `whenNear`): scroll its reserved box into view, as a person scrolling down would, until the row
 * is there. Scrolled again on each try: a banner or row above that finishes loading after the
 * first scroll pushes the box away again, and under load the chunk and the board take a while.
 */
async function revealWinners(page: Page, lang: Lang): Promise<void> {
  const { w } = texts(lang);
  const row = page.getByRole('region', { name: w('title'), exact: true });
  await expect(async () => {
    await page.locator('.wl-slot--winners').scrollIntoViewIfNeeded();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
}
