import type { Page } from '@playwright/test';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { expect, locale, test, translate, type Lang } from './support/site';
import { clearFeedback, lastCaptchaAnswer, lastFeedback, watchCalls } from './support/siteContent';

/**
 * Feedback and complaints (§2 Feedback modal, §5 Feedback, §8), sent as a person would from the
 * footer, with the captcha answer read from the emulator's control API.
 */

function texts(lang: Lang) {
  const help = locale('help', lang);
  const core = locale('core', lang);
  return {
    h: (key: string, vars?: Record<string, string | number>) => translate(help, key, vars),
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
  };
}

async function openFeedback(page: Page, lang: Lang) {
  const { h } = texts(lang);
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: h('contact.feedback'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: h('feedback.title') });
  await expect(dialog).toBeVisible();
  // the answer the emulator hands out must belong to the image on screen
  await expect(dialog.locator('.wl-captcha__image img')).toBeVisible();
  return dialog;
}

test.describe(
  'feedback',
  oneBrand('default', 'the feedback form takes nothing from the brand'),
  () => {
    test.beforeEach(async ({ site, emulator }) => {
      test.skip(!('help' in site.plugins), 'help not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.FEEDBACK3, 'the merchant has FEEDBACK3 off');
      test.skip(!modules.CAPTCHA3, 'the merchant has CAPTCHA3 off');
    });
    test.afterEach(async ({ request }) => {
      await clearFeedback(request);
    });

    test('a visitor sends feedback and is promised contact', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      const { h, c } = texts(lang);
      await page.goto('/');
      const dialog = await openFeedback(page, lang);
      await dialog
        .getByLabel(h('feedback.type'), { exact: true })
        .selectOption({ label: h('feedback.types.1') });
      const description = dialog.getByLabel(h('feedback.description'), { exact: true });
      await description.fill('  My deposit has not arrived yet.  ');
      await expect(dialog.getByText(h('feedback.counter', { count: 35, max: 200 }))).toBeVisible();
      await dialog
        .getByLabel(h('feedback.captcha'), { exact: true })
        .fill(await lastCaptchaAnswer(request));
      await dialog.getByRole('button', { name: h('feedback.submit') }).click();

      await expect(dialog).toBeHidden();
      const notice = page.getByRole('dialog', { name: c('dialog.prompt') });
      await expect(notice.getByText(h('feedback.success'))).toBeVisible();
      expect(await lastFeedback(request)).toMatchObject({
        merchant: emulator.merchant,
        type: 1,
        content: 'My deposit has not arrived yet.',
        sender: null,
      });
    });

    test("a member's feedback carries the username", async ({ page, request, emulator, lang }) => {
      const { h, c } = texts(lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');
      await expect(
        page.getByRole('button', { name: c('header.account_menu', { name: 'demo' }) }),
      ).toBeVisible();
      const dialog = await openFeedback(page, lang);
      await dialog
        .getByLabel(h('feedback.type'), { exact: true })
        .selectOption({ label: h('feedback.types.0') });
      await dialog.getByLabel(h('feedback.description'), { exact: true }).fill('Nice site');
      await dialog
        .getByLabel(h('feedback.captcha'), { exact: true })
        .fill(await lastCaptchaAnswer(request));
      await dialog.getByRole('button', { name: h('feedback.submit') }).click();
      await expect(dialog).toBeHidden();
      expect(await lastFeedback(request)).toMatchObject({ type: 0, sender: 'demo' });
    });

    test('an empty field is named and nothing is sent', async ({ page, lang }) => {
      const { h, c } = texts(lang);
      await page.goto('/');
      const sent = watchCalls(page, '/wps/feedback');
      const dialog = await openFeedback(page, lang);
      const submit = dialog.getByRole('button', { name: h('feedback.submit') });
      const warning = dialog.getByRole('alert');

      await submit.click();
      await expect(warning).toHaveText(c('validation.required', { field: h('feedback.type') }));

      await dialog
        .getByLabel(h('feedback.type'), { exact: true })
        .selectOption({ label: h('feedback.types.3') });
      await dialog.getByLabel(h('feedback.description'), { exact: true }).fill('   ');
      await dialog.getByLabel(h('feedback.captcha'), { exact: true }).fill('ABCD');
      await submit.click();
      await expect(warning).toHaveText(
        c('validation.required', { field: h('feedback.description') }),
      );
      await expect(dialog.getByLabel(h('feedback.description'), { exact: true })).toBeFocused();

      await dialog.getByLabel(h('feedback.description'), { exact: true }).fill('The game froze');
      await dialog.getByLabel(h('feedback.captcha'), { exact: true }).fill('');
      await submit.click();
      await expect(warning).toHaveText(c('validation.required', { field: h('feedback.captcha') }));
      expect(sent.count()).toBe(0);
    });

    test('a wrong captcha shows the catalogue message and a new image', async ({ page, lang }) => {
      const { h, c } = texts(lang);
      await page.goto('/');
      const dialog = await openFeedback(page, lang);
      const captchas = watchCalls(page, '/wps/captcha');
      await dialog
        .getByLabel(h('feedback.type'), { exact: true })
        .selectOption({ label: h('feedback.types.2') });
      await dialog
        .getByLabel(h('feedback.description'), { exact: true })
        .fill('Withdrawal pending');
      await dialog.getByLabel(h('feedback.captcha'), { exact: true }).fill('0000');
      await dialog.getByRole('button', { name: h('feedback.submit') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(c('errors.captcha_failed'));
      await expect(dialog.getByLabel(h('feedback.captcha'), { exact: true })).toHaveValue('');
      await expect.poll(() => captchas.count()).toBe(1);
    });

    test('the captcha image refreshes on click, at most once a second', async ({ page, lang }) => {
      const { h } = texts(lang);
      await page.goto('/');
      const dialog = await openFeedback(page, lang);
      const captchas = watchCalls(page, '/wps/captcha');
      const image = dialog.getByRole('button', { name: h('feedback.captcha_refresh') });
      // two clicks well within a second: only the first asks for a new image
      await image.dblclick();
      await expect.poll(() => captchas.count()).toBe(1);
      await page.waitForTimeout(1_100);
      await image.click();
      await expect.poll(() => captchas.count()).toBe(2);
    });
  },
);
