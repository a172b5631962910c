import type { Page } from '@playwright/test';
import { signInAs } from './support/apiLogin';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { expect, locale, test, translate, type Lang } from './support/site';

/** The i18next plural suffix of a count in a language (one / other). */
const plural = (lang: Lang, count: number) =>
  new Intl.PluralRules({ CN: 'zh', EN: 'en', KM: 'km' }[lang]).select(count);

const sideMenu = (page: Page, lang: Lang) =>
  page.getByRole('complementary', { name: translate(locale('core', lang), 'side.label') });

test.describe('chat room (CBS3)', () => {
  test.beforeEach(async ({ site, emulator }) => {
    test.skip(!('chat-room' in site.plugins), 'chat-room not enabled on this site');
    test.skip((await emulator.getModules()).CBS3 !== true, 'the merchant has CBS3 off');
  });

  test(
    'a visitor choosing the side-menu entry is asked to log in',
    oneBrand('default', "the entry's login guard takes nothing from the brand"),
    async ({ page, lang }) => {
      const chat = locale('chat-room', lang);
      await page.goto('/');
      await sideMenu(page, lang)
        .getByRole('link', { name: translate(chat, 'menu') })
        .click();
      await expect(
        page.getByRole('dialog', { name: translate(locale('auth', lang), 'login.title') }),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/\/chatRoom/);
    },
  );

  test(
    'a member enters a group the platform allows, in a new window, and sees the unread count',
    oneBrand('default', 'the groups and the unread count take nothing from the brand', {
      firefox: true,
    }),
    async ({ page, request, emulator, lang }) => {
      const chat = locale('chat-room', lang);
      const core = locale('core', lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      const unreadAnswer = page.waitForResponse((r) =>
        r.url().includes('/wps/relay/CBS_unreadCount'),
      );
      const groupsAnswer = page.waitForResponse((r) =>
        r.url().includes('/wps/relay/CBS_groupPermission'),
      );
      await page.goto('/chatRoom');
      const { count } = ((await (await unreadAnswer).json()) as { value: { count: number } }).value;
      const { groups } = ((await (await groupsAnswer).json()) as { value: { groups: string[] } })
        .value;
      expect(groups.length).toBeGreaterThan(0);

      await expect(
        page.getByRole('heading', { level: 1, name: translate(chat, 'title') }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toHaveText(
        count > 0
          ? translate(chat, `unread_${plural(lang, count)}`, { count })
          : translate(chat, 'unread_none'),
      );
      // The side menu's entry carries the same count, read out with its name.
      await expect(
        sideMenu(page, lang).getByRole('link', { name: translate(chat, 'menu') }),
      ).toHaveAccessibleName(
        count > 0
          ? `${translate(chat, 'menu')} ${translate(core, 'badge.unread', { count })}`
          : translate(chat, 'menu'),
      );

      // One card per group the platform allows, each named.
      const cards = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.getByRole('listitem')).toHaveCount(groups.length);
      const name = translate(chat, `groups.${groups[0]}.name`);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      expect((await auditPage(page)).blocking, 'axe on /chatRoom').toEqual([]);

      const launch = page.waitForRequest((r) => r.url().includes('/wps/relay/CBS_launchChat'));
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: `${translate(chat, 'enter')} ${name}` }).click();
      expect(new URL((await launch).url()).searchParams.get('group')).toBe(groups[0]);
      const room = await popup;
      await expect(room.getByRole('heading', { name: `Chat room · ${groups[0]}` })).toBeVisible();
      await expect(room.getByText('demo', { exact: true })).toBeVisible();
    },
  );
});

test(
  'a site without the chat-room plugin shows no trace of it',
  oneBrand('longhai', 'longhai alone does not enable the chat-room plugin'),
  async ({ page, site, lang }) => {
    test.skip('chat-room' in site.plugins, 'chat-room is enabled on this site');
    await page.goto('/');
    const names = (['CN', 'EN', 'KM'] as const).map((l) =>
      translate(locale('chat-room', l), 'menu'),
    );
    for (const name of names)
      await expect(sideMenu(page, lang).getByRole('link', { name })).toHaveCount(0);
    await page.goto('/chatRoom');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: translate(locale('core', lang), 'not_found.title'),
      }),
    ).toBeVisible();
  },
);
