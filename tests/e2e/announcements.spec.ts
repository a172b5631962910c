import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { expect, locale, pluginOptions, test, translate, type Lang } from './support/site';
import { replaceContent, restoreContent, type ContentItem } from './support/siteContent';

/**
 * Popups and the announcement layout (§2 Modals, §4 Popups), used as a person would: popups put in
 * place through the emulator's content control API, then read, closed and paged in the browser.
 */

function texts(lang: Lang) {
  const announcements = locale('announcements', lang);
  const core = locale('core', lang);
  return {
    a: (key: string, vars?: Record<string, string | number>) => translate(announcements, key, vars),
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
  };
}

const VISITOR_POPUP: ContentItem = {
  title: 'Welcome, visitor',
  content: '<p>Register today.</p>',
  execution: 'B',
};
const MEMBER_POPUP: ContentItem = {
  title: 'Welcome back, member',
  content: '<p>Your bonus is waiting.</p>',
  execution: 'A',
  linkageType: 'REWARD_CENTER',
};
/**
 * The popup opens a moment after the page has loaded (popupDelayMs), never with the first paint;
 * `load` waits for every image of the home page, which takes a while on a busy test machine.
 */
const POPUP_WAIT = { timeout: 30_000 };

test.describe('announcements', () => {
  // popups wait for the page to settle, and a new session loads the whole site again
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ site }) => {
    const options = pluginOptions(site, 'announcements');
    test.skip(!options, 'announcements not enabled on this site');
    test.skip(!options?.popups, 'popups switched off on this site');
  });
  test.afterEach(async ({ request, emulator }) => {
    await restoreContent(request, emulator.merchant);
  });

  test(
    'a popup shows once per session until it is closed',
    oneBrand('default', 'the popups take nothing from the brand', { firefox: true }),
    async ({ page, newContext, baseURL, request, emulator, lang }) => {
      const { a, c } = texts(lang);
      await replaceContent(request, emulator.merchant, { popups: [VISITOR_POPUP, MEMBER_POPUP] });
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: a('popup.title') });
      await expect(popup).toBeVisible(POPUP_WAIT);
      // a visitor gets execution B only
      await expect(popup.getByRole('heading', { name: VISITOR_POPUP.title })).toBeVisible();
      await expect(popup.getByText(MEMBER_POPUP.title)).toHaveCount(0);

      // read but not closed: it is still there after a reload
      await page.reload();
      await expect(popup).toBeVisible(POPUP_WAIT);
      await popup.getByRole('button', { name: c('actions.close') }).click();
      await expect(popup).toBeHidden();

      // closed: not again in this session, however long the reader stays
      await page.reload();
      await page.waitForLoadState('load');
      await page.waitForTimeout(3_000);
      await expect(popup).toBeHidden();

      // a new session shows it again
      const context = await newContext({ baseURL });
      try {
        const fresh = await context.newPage();
        await fresh.goto('/');
        await expect(fresh.getByRole('dialog', { name: a('popup.title') })).toBeVisible(POPUP_WAIT);
      } finally {
        await context.close();
      }
    },
  );

  test(
    'a member gets the member popups after logging in',
    oneBrand('default', 'the member popups take nothing from the brand'),
    async ({ page, request, emulator, lang }) => {
      const { a, c } = texts(lang);
      await replaceContent(request, emulator.merchant, { popups: [VISITOR_POPUP, MEMBER_POPUP] });
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: a('popup.title') });
      await expect(popup).toBeVisible(POPUP_WAIT);
      await popup.getByRole('button', { name: c('actions.close') }).click();

      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.reload();
      await expect(
        page.getByRole('button', { name: c('header.account_menu', { name: 'demo' }) }),
      ).toBeVisible();
      // a new key (USER_POPUP): the visitor's close does not count for the member
      await expect(popup).toBeVisible(POPUP_WAIT);
      await expect(popup.getByRole('heading', { name: MEMBER_POPUP.title })).toBeVisible();
      await expect(popup.getByText(VISITOR_POPUP.title)).toHaveCount(0);
      const reward = popup.getByRole('link', { name: a('browser.reward_center') });
      await expect(reward).toHaveAttribute('href', '/member/rewardCenter');
      await reward.click();
      await expect(popup).toBeHidden();
      // The member centre opens (on the reward centre once a plugin serves that page).
      await expect(page).toHaveURL(/\/member\/\w+$/);
    },
  );

  test(
    'the notice modal pages the titles 9 at a time and folds them',
    oneBrand('default', 'the notice modal takes nothing from the brand'),
    async ({ page, site, request, emulator, lang }) => {
      const options = pluginOptions(site, 'announcements');
      test.skip(!options?.marquee, 'the marquee is switched off on this site');
      const { a, c } = texts(lang);
      const notices = Array.from({ length: 23 }, (_, i) => ({
        id: `n${i + 1}`,
        title: `Notice number ${i + 1}`,
        content: `<p>Text of notice ${i + 1}</p>`,
      }));
      await replaceContent(request, emulator.merchant, { notices });
      // a still marquee: a moving button is hard to press, for people and for robots
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const marquee = page.getByRole('region', { name: a('marquee.label'), exact: true });
      await marquee.getByRole('button', { name: 'Notice number 20', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: a('notice.title') });
      await expect(dialog).toBeVisible();
      const titles = dialog.getByRole('listitem').getByRole('button');
      // opened at the notice, on its page: 19..23 of 23
      await expect(titles).toHaveText([19, 20, 21, 22, 23].map((n) => `Notice number ${n}`));
      const twenty = dialog.getByRole('button', { name: 'Notice number 20', exact: true });
      await expect(twenty).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('heading', { name: 'Notice number 20' })).toBeVisible();
      await expect(dialog.getByText('Text of notice 20')).toBeVisible();

      const pager = dialog.getByRole('navigation', { name: a('browser.pages') });
      await expect(
        pager.getByRole('button', { name: c('paginator.page', { page: 3 }) }),
      ).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('button', { name: c('paginator.page', { page: 1 }) }).click();
      await expect(titles).toHaveCount(9);
      await expect(titles.first()).toHaveText('Notice number 1');
      await pager.getByRole('button', { name: c('paginator.next') }).click();
      await expect(titles.first()).toHaveText('Notice number 10');
      await expect(titles).toHaveCount(9);

      // fold and unfold
      const ten = dialog.getByRole('button', { name: 'Notice number 10', exact: true });
      await expect(ten).toHaveAttribute('aria-expanded', 'true');
      await ten.click();
      await expect(ten).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog.getByText('Text of notice 10')).toBeHidden();
      await expect(dialog.getByText(a('browser.folded'))).toBeVisible();
      await ten.click();
      await expect(dialog.getByText('Text of notice 10')).toBeVisible();

      // keyboard: Escape closes the dialog
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );
});
