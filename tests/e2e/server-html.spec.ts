import { oneBrand } from './support/brands';
import { expect, locale, pluginOptions, test, translate } from './support/site';
import { replaceContent, restoreContent } from './support/siteContent';

/**
 * Issue 29 §3 and §1 in the browser: server HTML that names the app's loading overlay stays a
 * paragraph-sized box inside its popup (its classes are moved under sc-, serverContent.css gives
 * them their only look), and its link hands no session token over.
 */
const REDRESS =
  '<div class="wl-loading-overlay">Session expired. <a href="/?token=abc">Sign in again</a></div>';

test.afterEach(({ request, emulator }) => restoreContent(request, emulator.merchant));

test(
  "server HTML in a popup cannot put the app's overlay over the page or carry a token link",
  oneBrand(
    'default',
    'the sanitiser and the server-content stylesheet take nothing from the brand',
  ),
  async ({ page, site, request, emulator, lang }) => {
    test.skip(!pluginOptions(site, 'announcements')?.popups, 'no popups on this site');
    const popup = { id: 'redress', title: 'Notice', content: REDRESS, execution: 'B' as const };
    await replaceContent(request, emulator.merchant, { popups: [popup] });
    await page.goto('/');
    const title = translate(locale('announcements', lang), 'popup.title');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 30_000 });

    const fake = dialog.getByText('Session expired.');
    await expect(fake).toHaveCSS('position', 'static');
    await expect(fake).not.toHaveClass(/(^|\s)wl-/);
    const box = (await fake.boundingBox())!;
    expect(box.height, 'no viewport-sized box').toBeLessThan(page.viewportSize()!.height / 2);
    await expect(dialog.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
  },
);
