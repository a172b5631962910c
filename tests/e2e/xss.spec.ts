import type { Page } from '@playwright/test';
import { XSS_CORPUS } from '../xss/corpus';
import {
  EMULATOR,
  expect,
  locale,
  pluginOptions,
  test,
  translate,
  type Lang,
} from './support/site';
import { replaceContent, restoreContent } from './support/siteContent';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPromotionDetails, auditPromotionClaimHall } from './support/xssAudit';
import {
  armXssTraps,
  auditAnnouncementModal,
  auditDocument,
  type XssTraps,
} from './support/xssAudit';

/**
 * The project's XSS corpus (tests/xss/corpus.ts) injected through the emulator into notices,
 * popups and the help centre, each payload opened in the browser where a person would read it.
 * Nothing may run (window.__xss stays 0, no dialog, no script blocked by the CSP) and nothing
 * script-capable may be left in the DOM.
 */

const CORPUS_SIZE = XSS_CORPUS.length;
/** Each payload as an item: the payload is the HTML content and, as plain text, part of the title. */
/**
 * The corpus as promotions of PROMOTION_GROUP payloads each (content: the payloads one after the
 * other; title: their kinds and the first payload): a detail dialog or a claim-hall row per group
 * instead of one per payload keeps the journey under 15 s per site, and every payload still goes
 * through the promotion detail's sanitiser.
 */
const PROMOTION_GROUP = 10;
const promotionItems = () =>
  Array.from({ length: Math.ceil(XSS_CORPUS.length / PROMOTION_GROUP) }, (_, g) => {
    const group = XSS_CORPUS.slice(g * PROMOTION_GROUP, (g + 1) * PROMOTION_GROUP);
    return {
      id: `p${g + 1}`,
      title: `${g + 1} ${group.map((entry) => entry.kind).join(' ')} ${group[0]!.payload}`.slice(
        0,
        300,
      ),
      content: group.map((entry) => entry.payload).join('\n'),
    };
  });

const items = (prefix: string) =>
  XSS_CORPUS.map((entry, i) => ({
    id: `${prefix}${i + 1}`,
    title: `${i + 1} ${entry.kind} ${entry.payload}`.slice(0, 300),
    content: entry.payload,
  }));

function texts(lang: Lang) {
  const announcements = locale('announcements', lang);
  const help = locale('help', lang);
  return {
    a: (key: string) => translate(announcements, key),
    h: (key: string) => translate(help, key),
  };
}

/** After everything was shown: let late handlers (img onerror, autofocus) fire, then read the traps. */
async function expectNothingRan(page: Page, traps: XssTraps): Promise<void> {
  await page.waitForTimeout(750);
  const { counter, violations } = await traps.read();
  expect(counter, 'window.__xss must still be the number 0').toBe(0);
  expect(violations, 'no script reached the Content-Security-Policy').toEqual([]);
  expect(traps.dialogs, 'no alert, confirm or prompt opened').toEqual([]);
  expect(await auditDocument(page), 'no handler attribute or script URL in the page').toEqual([]);
}

test.describe(
  'XSS corpus in the browser',
  oneBrand('default', 'the sanitiser and the policy take nothing from the brand'),
  () => {
    test.describe.configure({ timeout: 180_000 });
    test.afterEach(async ({ request, emulator }) => {
      await restoreContent(request, emulator.merchant);
    });

    test('the corpus has at least 150 payloads', () => {
      expect(CORPUS_SIZE).toBeGreaterThanOrEqual(150);
    });

    test('notices: the marquee and the notice modal', async ({
      page,
      site,
      request,
      emulator,
      lang,
    }) => {
      const options = pluginOptions(site, 'announcements');
      test.skip(!options?.marquee, 'no notice marquee on this site');
      const { a } = texts(lang);
      const traps = await armXssTraps(page);
      await replaceContent(request, emulator.merchant, { notices: items('n') });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const marquee = page.getByRole('region', { name: a('marquee.label'), exact: true });
      await marquee.getByRole('button').first().click();
      const dialog = page.getByRole('dialog', { name: a('notice.title') });
      await expect(dialog).toBeVisible();
      const { shown, findings } = await auditAnnouncementModal(dialog);
      expect(findings).toEqual([]);
      expect(shown).toBe(CORPUS_SIZE);
      await expectNothingRan(page, traps);
    });

    test('popups: the announcement popup', async ({ page, site, request, emulator, lang }) => {
      const options = pluginOptions(site, 'announcements');
      test.skip(!options?.popups, 'no popups on this site');
      const { a } = texts(lang);
      const traps = await armXssTraps(page);
      await replaceContent(request, emulator.merchant, {
        popups: items('p').map((item) => ({ ...item, execution: 'B' as const })),
      });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: a('popup.title') });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      const { shown, findings } = await auditAnnouncementModal(dialog);
      expect(findings).toEqual([]);
      expect(shown).toBe(CORPUS_SIZE);
      await expectNothingRan(page, traps);
    });

    test('promotions: every detail and the claim hall', async ({
      page,
      site,
      request,
      emulator,
    }) => {
      test.skip(!('promotions' in site.plugins), 'promotions not enabled on this site');
      test.skip(!(await emulator.getModules()).REWCEN3, 'the merchant has REWCEN3 off');
      const traps = await armXssTraps(page);
      const promotions = `${EMULATOR}/__emulator/merchants/${emulator.merchant}/promotions`;
      const put = await request.put(promotions, {
        data: { promotions: promotionItems(), entries: { account: 'demo', status: 'CLAIM' } },
      });
      expect(put.ok()).toBeTruthy();
      try {
        await signInAs(page, request, emulator, 'demo', 'Demo1234');
        await page.goto('/promotions');
        await expect(page.locator('.wl-promotions__card h3').first()).toBeVisible();
        const details = await auditPromotionDetails(page);
        expect(details.findings).toEqual([]);
        expect(details.shown).toBe(promotionItems().length);
        const hall = await auditPromotionClaimHall(page);
        expect(hall.findings).toEqual([]);
        expect(hall.shown).toBe(promotionItems().length);
        await expectNothingRan(page, traps);
      } finally {
        await request.delete(promotions);
        await request.delete(
          `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/demo/promotions`,
        );
      }
    });

    test('help: every section of the help page', async ({
      page,
      site,
      request,
      emulator,
      lang,
    }) => {
      test.skip(!('help' in site.plugins), 'help not enabled on this site');
      const { h } = texts(lang);
      const traps = await armXssTraps(page);
      await replaceContent(request, emulator.merchant, { help: items('h') });
      await page.goto('/help');
      await expect(page.getByRole('navigation', { name: h('centre.sections') })).toBeVisible();
      const result = await page.evaluate(async () => {
        const audit = (
          window as unknown as { __auditSubtree: (root: Element, where: string) => string[] }
        ).__auditSubtree;
        const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
        const findings: string[] = [];
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.wl-help__link'));
        for (const link of links) {
          const id = decodeURIComponent(new URL(link.href).hash.slice(1));
          location.hash = id; // as following the link would
          let section: Element | null = null;
          for (let wait = 0; wait < 50 && !section; wait++) {
            await settle();
            section = document.getElementById(`help-${id}`);
          }
          if (!section) findings.push(`section ${id} never opened`);
          else findings.push(...audit(section.querySelector('h2 + div')!, `section ${id}`));
        }
        return { shown: links.length, findings };
      });
      expect(result.findings).toEqual([]);
      expect(result.shown).toBe(CORPUS_SIZE);
      await expectNothingRan(page, traps);
    });

    test('help: every section of the help modal', async ({
      page,
      site,
      request,
      emulator,
      lang,
    }) => {
      test.skip(!('help' in site.plugins), 'help not enabled on this site');
      const { h } = texts(lang);
      const traps = await armXssTraps(page);
      await replaceContent(request, emulator.merchant, { help: items('m') });
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: h('contact.help_centre'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: h('centre.title') });
      await expect(dialog.getByRole('navigation')).toBeVisible();
      const result = await dialog.evaluate(async (root) => {
        const audit = (
          window as unknown as { __auditSubtree: (root: Element, where: string) => string[] }
        ).__auditSubtree;
        const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
        const findings: string[] = [];
        const topics = Array.from(root.querySelectorAll<HTMLButtonElement>('.wl-help__link'));
        for (const [i, topic] of topics.entries()) {
          topic.click();
          const section = () => root.querySelector('.wl-help__section');
          for (let wait = 0; wait < 50; wait++) {
            if (section()?.querySelector('h2')?.textContent === topic.textContent) break;
            await settle();
          }
          if (section()?.querySelector('h2')?.textContent !== topic.textContent)
            findings.push(`topic ${i + 1} never opened`);
          findings.push(...audit(section()!.querySelector('h2 + div')!, `topic ${i + 1}`));
        }
        return { shown: topics.length, findings };
      });
      expect(result.findings).toEqual([]);
      expect(result.shown).toBe(CORPUS_SIZE);
      await expectNothingRan(page, traps);
    });
  },
);
