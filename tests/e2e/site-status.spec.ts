import { oneBrand } from './support/brands';
import { expect, locale, test, translate } from './support/site';

test.describe(
  'site status (§4)',
  oneBrand('default', 'maintenance, region block and start-up failure take nothing from the brand'),
  () => {
    test.afterEach(async ({ emulator }) => {
      await emulator.setStatus(0);
      await emulator.setFaults({});
    });

    test('maintenance shows the maintenance page with customer service', async ({
      page,
      emulator,
      lang,
    }) => {
      await emulator.setStatus(1, 'Back at 06:00 UTC');
      await page.goto('/');
      const core = locale('core', lang);
      await expect(
        page.getByRole('heading', { name: translate(core, 'maintenance.title') }),
      ).toBeVisible();
      await expect(page.getByText('Back at 06:00 UTC')).toBeVisible();
      await expect(
        page.getByRole('link', { name: translate(core, 'maintenance.customer_service') }),
      ).toBeVisible();
    });

    test('region block shows the visitor IP and the explanation', async ({
      page,
      emulator,
      lang,
    }) => {
      await emulator.setStatus(2);
      await page.goto('/');
      const core = locale('core', lang);
      await expect(
        page.getByRole('heading', { name: translate(core, 'region_block.title') }),
      ).toBeVisible();
      await expect(page.getByText(translate(core, 'region_block.explanation'))).toBeVisible();
      await expect(page.getByTestId('visitor-ip')).toHaveText(/^\d{1,3}(\.\d{1,3}){3}$|:/);
    });

    test('maintenance wins over a region block', async ({ page, emulator, lang }) => {
      await emulator.setSwitches({ maintenance: true, regionRestriction: true });
      await page.goto('/');
      const core = locale('core', lang);
      await expect(
        page.getByRole('heading', { name: translate(core, 'maintenance.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: translate(core, 'region_block.title') }),
      ).toHaveCount(0);
    });

    test('a platform that cannot be reached ends on the start-up failure page, not a blank one', async ({
      page,
      emulator,
      lang,
    }) => {
      await emulator.setFaults({ failureRate: 1, pathPrefix: '/wps/system/whitelabel' });
      await page.goto('/');
      const core = locale('core', lang);
      await expect(
        page.getByRole('heading', { name: translate(core, 'startup_failed.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: translate(core, 'actions.retry') }),
      ).toBeVisible();
    });
  },
);
