/**
 * A brand made with `npm run site:new` names a merchant the local emulator has never seen. Before
 * serving, create each missing merchant in the emulator (all modules on, no cipher), so a new
 * brand runs end to end without touching code. A site that asks for the hybrid cipher must name a
 * merchant the emulator already holds the private key of.
 */
import { REPO_ROOT } from '../lib/repo-paths';
import { listSites, readSite } from '../vite/renderSiteHtml';

interface SitePlatform {
  merchantCode: string;
  cipher: { type: string };
}

/**
 * Creates the merchant of every site (all of `root`'s sites unless `siteIds` says which) that the
 * emulator lacks, and returns the codes it created. A brand id may contain hyphens
 * (`lucky-star`); its merchant code never does (`luckystar`), as the platform requires.
 */
export async function provisionMerchants(
  emulatorUrl: string,
  siteIds?: readonly string[],
  root: string = REPO_ROOT,
): Promise<string[]> {
  const created: string[] = [];
  for (const id of siteIds ?? listSites(root)) {
    const site = readSite(root, id);
    const platform = site.platform as SitePlatform;
    const languages = site.languages as { default: string };
    const known = await fetch(
      `${emulatorUrl}/__emulator/merchants/${platform.merchantCode}/status`,
    );
    if (known.ok) continue;
    if (platform.cipher.type !== 'none') {
      console.warn(
        `[emulator] site ${id}: merchant ${platform.merchantCode} is unknown and its cipher needs a private key the emulator lacks`,
      );
      continue;
    }
    const answer = await fetch(`${emulatorUrl}/__emulator/merchants`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code: platform.merchantCode,
        name: site.brand.name,
        defaultLanguage: languages.default,
      }),
    });
    if (!answer.ok)
      throw new Error(
        `[emulator] could not create merchant ${platform.merchantCode}: HTTP ${answer.status}`,
      );
    created.push(platform.merchantCode);
  }
  return created;
}
