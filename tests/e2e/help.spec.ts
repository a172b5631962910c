import { expect, locale, test, translate, type Lang } from './support/site';
import { everyBrand, oneBrand } from './support/brands';
import { helpCentreOf, replaceContent, restoreContent } from './support/siteContent';

/** The help centre (§2 /help, /help#term, helpModal), read in the site's language (§7 lang, WEB). */

function texts(lang: Lang) {
  const help = locale('help', lang);
  return (key: string, vars?: Record<string, string | number>) => translate(help, key, vars);
}

test.describe('help centre', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('help' in site.plugins), 'help not enabled on this site');
  });
  test.afterEach(async ({ request, emulator }) => {
    await restoreContent(request, emulator.merchant);
  });

  test(
    'the help page opens the section the address names',
    oneBrand('default', 'the help centre takes nothing from the brand', { firefox: true }),
    async ({ page, request, emulator, lang }) => {
      const h = texts(lang);
      const articles = await helpCentreOf(request, emulator.merchant, lang);
      const term = articles.find((article) => article.id === 'term')!;
      const deposit = articles.find((article) => article.id === 'deposit')!;
      await page.goto('/help#term');
      await expect(page.getByRole('heading', { level: 1, name: h('centre.title') })).toBeVisible();
      const nav = page.getByRole('navigation', { name: h('centre.sections') });
      await expect(nav.getByRole('link')).toHaveText(articles.map((article) => article.title));
      await expect(nav.getByRole('link', { name: term.title, exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(page.getByRole('region', { name: term.title, exact: true })).toBeVisible();

      await nav.getByRole('link', { name: deposit.title, exact: true }).click();
      await expect(page).toHaveURL(/\/help#deposit$/);
      await expect(page.getByRole('region', { name: deposit.title, exact: true })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/help#term$/);
      await expect(page.getByRole('region', { name: term.title, exact: true })).toBeVisible();
    },
  );

  test(
    'the help centre opens as a modal from the footer',
    oneBrand('default', 'the help modal takes nothing from the brand'),
    async ({ page, request, emulator, lang }) => {
      const h = texts(lang);
      const [first, second] = await helpCentreOf(request, emulator.merchant, lang);
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: h('contact.help_centre'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: h('centre.title') });
      await expect(dialog.getByRole('region', { name: first!.title, exact: true })).toBeVisible();
      const topic = dialog.getByRole('button', { name: second!.title, exact: true });
      await topic.click();
      await expect(topic).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('region', { name: second!.title, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );

  test(
    'the footer shows the licence, partner and sponsor strips and links their help sections',
    everyBrand("the strips are the brand's footerBadges"),
    async ({ page, request, emulator, site, lang }) => {
      const core = locale('core', lang);
      const badges = site.layout.footerBadges;
      test.skip(!badges?.licences?.length, 'no licences on this site');
      const footer = page.getByRole('contentinfo');
      await page.goto('/');
      await footer.scrollIntoViewIfNeeded();
      for (const kind of ['licences', 'partners', 'sponsors'] as const) {
        const entries = badges?.[kind] ?? [];
        if (entries.length === 0) continue;
        const strip = footer.getByRole('region', { name: translate(core, `footer.${kind}`) });
        for (const entry of entries)
          await expect(
            strip.getByRole('img', { name: entry.name[lang]!, exact: true }),
          ).toBeVisible();
      }
      const community = site.layout.community;
      if (community?.blog)
        await expect(
          footer.getByRole('link', { name: translate(core, 'footer.blog'), exact: true }),
        ).toHaveAttribute('rel', 'noopener noreferrer');
      const licences = (await helpCentreOf(request, emulator.merchant, lang)).find(
        (section) => section.id === 'licences',
      );
      await footer
        .getByRole('link', { name: badges!.licences![0]!.name[lang]!, exact: true })
        .click();
      await expect(page).toHaveURL(/\/help#licences$/);
      // the page's section, not the footer's strip of the same name
      await expect(
        page.getByRole('main').getByRole('region', { name: licences!.title, exact: true }),
      ).toBeVisible();
    },
  );

  test(
    'operator HTML is shown sanitised',
    oneBrand('default', 'sanitising takes nothing from the brand'),
    async ({ page, request, emulator, lang }) => {
      const h = texts(lang);
      await replaceContent(request, emulator.merchant, {
        help: [
          {
            id: 'term',
            title: 'Rules',
            content:
              '<p>Read the <b>rules</b>.</p><img src=x onerror="document.title=\'owned\'"><a href="javascript:void(0)">x</a>',
          },
        ],
      });
      await page.goto('/help#term');
      const section = page.getByRole('region', { name: 'Rules', exact: true });
      await expect(section.getByText('rules', { exact: true })).toBeVisible();
      await expect(section.locator('[onerror]')).toHaveCount(0);
      await expect(section.locator('a[href^="javascript"]')).toHaveCount(0);
      expect(await page.title()).not.toBe('owned');
      await expect(page.getByRole('navigation', { name: h('centre.sections') })).toBeVisible();
    },
  );
});
