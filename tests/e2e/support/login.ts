import { expect, type Locator, type Page } from '@playwright/test';
import { locale, translate, type Lang } from './site';

/** Logs in through the login popup as a person would, and waits for the account menu. */
export async function logInThroughPopup(
  page: Page,
  lang: Lang,
  account: string,
  password: string,
): Promise<void> {
  const auth = locale('auth', lang);
  const core = locale('core', lang);
  await page.getByRole('button', { name: translate(auth, 'login.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: translate(auth, 'login.title') });
  await chooseUsernameLogin(dialog, lang);
  await dialog.getByLabel(translate(auth, 'login.username'), { exact: true }).fill(account);
  await dialog.getByLabel(translate(auth, 'login.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: translate(auth, 'login.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: translate(core, 'header.account_menu', { name: account }) }),
  ).toBeVisible();
}

/** Where the site opens the popup on SMS login (angkor), switch to the username tab first. */
export async function chooseUsernameLogin(dialog: Locator, lang: Lang): Promise<void> {
  const auth = locale('auth', lang);
  const tab = dialog.getByRole('tab', { name: translate(auth, 'login.tab_username') });
  const password = dialog.getByLabel(translate(auth, 'login.password'), { exact: true });
  await expect(tab.or(password).first()).toBeVisible();
  if ((await tab.count()) > 0) await tab.click();
}
