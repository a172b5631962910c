import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../core/api/wire/token';
import { localeText, siteLanguages } from './localeText';

/**
 * Logs a member in through the site's own login popup (/login opens it), in the site's default
 * language, and waits until it closes: the token is then in this tab's sessionStorage, so later
 * navigations in the tab are logged in. The emulator's demo member by default.
 */
export async function logIn(
  page: Page,
  origin: string,
  siteId: string,
  account = 'demo',
  password = 'Demo1234',
): Promise<void> {
  const text = (key: string) => localeText('auth', siteLanguages(siteId).default, `login.${key}`);
  await page.goto(`${origin}/login`);
  const dialog = page.getByRole('dialog', { name: text('title') });
  // A site may open the popup on another method (angkor: SMS first); take the username one.
  const usernameTab = dialog.getByRole('tab', { name: text('tab_username') });
  await dialog.waitFor();
  if ((await usernameTab.count()) > 0) await usernameTab.click();
  await dialog.getByLabel(text('username'), { exact: true }).fill(account);
  await dialog.getByLabel(text('password')).fill(password);
  await dialog.getByRole('button', { name: text('submit') }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
  if (!token) throw new Error(`logIn: ${account} on ${siteId}: no token after the popup closed`);
}
