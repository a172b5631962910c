import { REPO_ROOT } from '../lib/repo-paths';
import { readSite } from '../vite/renderSiteHtml';

/** The platform merchant a site's config names. */
export function merchantOf(siteId: string): string {
  return (readSite(REPO_ROOT, siteId) as unknown as { platform: { merchantCode: string } }).platform
    .merchantCode;
}

/** The merchant's module flags as the emulator holds them now (what the site will mount). */
export async function merchantModules(
  emulatorUrl: string,
  merchant: string,
): Promise<Record<string, unknown>> {
  const answer = await fetch(`${emulatorUrl}/__emulator/merchants/${merchant}/modules`);
  if (!answer.ok) throw new Error(`bench: modules of ${merchant}: HTTP ${answer.status}`);
  return (await answer.json()) as Record<string, unknown>;
}
