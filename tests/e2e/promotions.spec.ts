import type { APIRequestContext } from '@playwright/test';
import { CATEGORY_NAMES, promotionId, APPLY_NOW_SLUG } from '../../emulator/seed/promotions';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { skipAnnouncementPopups } from './support/auth';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * Promotions (issue 13 point 1, §2, §4, §5) as the demo member uses them: filters by a category
 * and a tag, opens a detail, applies with a remark and two images (a 6 MB image and a gif are
 * refused with the §5 rule first) and sees it applying; the merchant approves it (control API)
 * and the member claims it in the claim hall: claimed, and the wallet holds exactly the bonus more.
 */

function texts(lang: Lang) {
  const p = locale('promotions', lang);
  const member = locale('core-member', lang);
  return {
    p: (key: string, vars?: Record<string, string | number>) => translate(p, key, vars),
    m: (key: string, vars?: Record<string, string | number>) => translate(member, key, vars),
  };
}

/** A real 1×1 PNG (the form decodes what it sends), padded to `size` bytes when asked. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, size = TINY_PNG.length) => {
  const buffer = Buffer.alloc(size, 1);
  TINY_PNG.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
};
const GIF = {
  name: 'banner.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};

async function mainBalance(api: APIRequestContext, merchant: string): Promise<number> {
  const res = await api.get(`${EMULATOR}/__emulator/merchants/${merchant}/members/demo/wallets`);
  return ((await res.json()) as { MAIN: number }).MAIN;
}

test.describe(
  'promotions',
  oneBrand('default', 'applying for and claiming a promotion take nothing from the brand', {
    firefox: true,
  }),
  () => {
    test.beforeEach(async ({ site, emulator }) => {
      test.skip(!('promotions' in site.plugins), 'promotions not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.REWCEN3, 'the merchant has REWCEN3 off');
    });
    test.afterEach(async ({ request, emulator }) => {
      const res = await request.delete(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/demo/promotions`,
      );
      expect(res.ok()).toBeTruthy();
    });

    test('the demo member filters, applies with images, and claims the approved bonus in the claim hall', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      test.setTimeout(120_000);
      const { p, m } = texts(lang);
      await skipAnnouncementPopups(page);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();

      // Deposit promotions carrying the newbie tag: the first deposit bonus alone.
      await page
        .getByRole('tablist', { name: p('categories') })
        .getByRole('tab', { name: CATEGORY_NAMES.DEPOSIT[lang], exact: true })
        .click();
      const newbie = page
        .getByRole('group', { name: p('tags.label') })
        .getByRole('button', { name: p('tags.NEWBIE'), exact: true });
      await newbie.click();
      await expect(newbie).toHaveAttribute('aria-pressed', 'true');
      const grid = page.getByRole('region', { name: p('list.label'), exact: true });
      await expect(grid.getByRole('article')).toHaveCount(1);
      const card = grid.getByRole('article').first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await expect(card.getByText(p('status.APPLY_NOW'))).toBeVisible();

      // The detail, then the application form from it.
      await card.getByRole('button', { name: p('card.details') }).click();
      const detail = page.getByRole('dialog', { name: title });
      await expect(detail.locator('.wl-promotions__content li').first()).toBeVisible();
      await detail.getByRole('button', { name: p('action.apply') }).click();
      const form = page.getByRole('dialog', { name: p('apply.title', { title }) });
      const images = form.getByLabel(p('apply.images'));
      await images.setInputFiles(png('huge.png', 6 * 1024 * 1024));
      await expect(
        form.getByText(m('upload.too_big', { name: 'huge.png', maxMb: 5 })),
      ).toBeVisible();
      await images.setInputFiles(GIF);
      await expect(
        form.getByText(m('upload.wrong_type', { name: 'banner.gif', maxMb: 5 })),
      ).toBeVisible();
      await images.setInputFiles([png('receipt-1.png'), png('receipt-2.png')]);
      await expect(form.getByRole('img')).toHaveCount(2);
      await form.getByLabel(p('apply.remark')).fill('First deposit made today');
      await expect(form.getByText(p('apply.remark_count', { count: 24, max: 140 }))).toBeVisible();
      await form.getByRole('button', { name: p('apply.send') }).click();
      await expect(form).toBeHidden();
      await expect(card.getByText(p('status.APPLYING'))).toBeVisible();

      // The merchant approves it: claimable in the claim hall.
      const id = promotionId(emulator.merchant, APPLY_NOW_SLUG);
      const approved = await request.post(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/demo/promotions/${id}/approve`,
      );
      const { amount } = (await approved.json()) as { amount: number };
      const before = await mainBalance(request, emulator.merchant);
      await page.reload();
      const hall = page.getByRole('table', { name: p('hall.caption') });
      const row = hall.getByRole('row').filter({ hasText: title });
      await expect(row.getByText(p('status.CLAIM'))).toBeVisible();
      // A double click is one intent: one key, one payment.
      await row.getByRole('button', { name: p('action.claim') }).dblclick();
      await expect(row.getByText(p('status.CLAIMED'))).toBeVisible();
      await expect
        .poll(() => mainBalance(request, emulator.merchant))
        .toBeCloseTo(before + amount, 2);
      const ledger = await request.get(`${EMULATOR}/__emulator/ledger/check`);
      expect(await ledger.json()).toMatchObject({ ok: true });
    });
  },
);
