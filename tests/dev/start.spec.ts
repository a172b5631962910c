import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { locale, translate } from '../../scripts/lib/locale-files';
import { listSites, readSite } from '../../scripts/vite/renderSiteHtml';
import type { SiteConfig } from '../../generated/site';
import { DEV_CHECK_PORTS } from './ports';

const root = join(import.meta.dirname, '../..');

/**
 * Every brand's home page and agent portal under `npm start`: the page boots into its own heading
 * in the brand's default language, with no start-up failure page and no uncaught page error.
 */
for (const site of listSites(root))
  for (const path of ['/', '/agent'])
    test(`npm start serves ${site}${path}`, async ({ page }) => {
      const lang = (readSite(root, site) as unknown as SiteConfig).languages.default;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://${site}.localhost:${DEV_CHECK_PORTS.web}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
      await expect(
        page.getByRole('heading', {
          name: translate(locale('core', lang), 'startup_failed.title'),
        }),
      ).toHaveCount(0);
      expect(errors, 'uncaught page errors').toEqual([]);
    });
