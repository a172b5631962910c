import { expect, type Page } from '@playwright/test';

export interface CatalogueGame {
  displayName: string;
  nodeId: number;
}

/** The first slot game the merchant's catalogue lists, asked of the emulator directly. */
export async function firstSlotGame(
  page: Page,
  emulatorUrl: string,
  merchant: string,
): Promise<CatalogueGame> {
  const res = await page.request.get(
    `${emulatorUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=5&clientType=3`,
    { headers: { Merchant: merchant } },
  );
  const body = (await res.json()) as { value: { games: CatalogueGame[] } };
  return body.value.games[0]!;
}

/**
 * A logged-in member finds `game` on /rng of `origin` and plays it. Vendors open in a new window
 * (returned, still open) or in the seamless frame on the page (null, checked here).
 */
export async function launchFromSearch(
  page: Page,
  game: CatalogueGame,
  origin = '',
): Promise<Page | null> {
  await page.goto(`${origin}/rng?q=${encodeURIComponent(game.displayName)}`);
  const tile = page.getByRole('article', { name: game.displayName }).first();
  const popup = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  await tile
    .getByRole('button', { name: new RegExp(game.displayName) })
    .first()
    .click();
  const opened = await popup;
  if (!opened) {
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(page.frameLocator('iframe').getByText(game.displayName)).toBeVisible();
  }
  return opened;
}
