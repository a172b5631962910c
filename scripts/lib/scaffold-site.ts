/** Writes a new site folder from the default site's shape; used by site:new and its test. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { REPO_ROOT } from './repo-paths';
import { buildSiteFiles, MERCHANT_CODE_PATTERN, SITE_ID_PATTERN } from './site-template';

/** A refusal to scaffold, with the message to show the operator. */
export class ScaffoldError extends Error {}

/** Options of {@link scaffoldSite}. */
export interface ScaffoldOptions {
  /** Folder holding `sites/` to create the site in (default: the repository). */
  root?: string;
  /** Site whose shape is copied (default: the repository's sites/default/site.json). */
  templateFile?: string;
}

/** Checks `id` and that sites/<id> is free; throws a {@link ScaffoldError} saying what to do. */
export function assertNewSiteId(id: string | undefined, sitesDir: string): asserts id is string {
  if (!id)
    throw new ScaffoldError('usage: npm run site:new -- <id>   (e.g. npm run site:new -- mybrand)');
  if (!SITE_ID_PATTERN.test(id)) {
    throw new ScaffoldError(
      `invalid id ${JSON.stringify(id)}: expected a lowercase letter then 1 to 30 lowercase letters, digits or "-" (${SITE_ID_PATTERN.source})`,
    );
  }
  if (!MERCHANT_CODE_PATTERN.test(id)) {
    throw new ScaffoldError(
      `id ${JSON.stringify(id)} cannot be used as the merchant code: expected 3 to 16 lowercase letters or digits (${MERCHANT_CODE_PATTERN.source})`,
    );
  }
  if (existsSync(join(sitesDir, id))) {
    throw new ScaffoldError(
      `sites/${id} already exists; choose another id or remove that folder first`,
    );
  }
}

/** Creates sites/<id>/ (site.json and assets) and returns the created folder. */
export async function scaffoldSite(
  id: string | undefined,
  options: ScaffoldOptions = {},
): Promise<string> {
  const sitesDir = join(options.root ?? REPO_ROOT, 'sites');
  assertNewSiteId(id, sitesDir);
  const templateFile = options.templateFile ?? join(REPO_ROOT, 'sites/default/site.json');
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Record<string, unknown>;
  const files = buildSiteFiles(id, template);
  const siteDir = join(sitesDir, id);
  const file = join(siteDir, 'site.json');
  // Match the repository's prettier style so `npm run lint` passes on a fresh site.
  const style = (await resolveConfig(join(REPO_ROOT, 'sites/default/site.json'))) ?? {};
  const json = await format(JSON.stringify(files.config), { ...style, parser: 'json' });
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(file, json);
  writeFileSync(join(siteDir, 'assets/logo.svg'), files.logoSvg);
  writeFileSync(join(siteDir, 'assets/favicon.svg'), files.faviconSvg);
  return siteDir;
}
