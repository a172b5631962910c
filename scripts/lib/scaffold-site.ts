/** Writes a new site folder from the default site's shape; used by site:new and its test. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { REPO_ROOT } from './repo-paths';
import { merchantCodeFor, merchantCodeRule, siteIdRule } from './naming-rules';
import { buildSiteFiles } from './site-template';

/** A refusal to scaffold, with the message to show the operator. */
export class ScaffoldError extends Error {}

/** Options of {@link scaffoldSite}. */
export interface ScaffoldOptions {
  /** Folder holding `sites/` to create the site in (default: the repository). */
  root?: string;
  /** Site whose shape is copied (default: the repository's sites/default/site.json). */
  templateFile?: string;
  /** Merchant code on the platform (default: the id's letters and digits, see merchantCodeFor). */
  merchantCode?: string;
}

const USAGE =
  'usage: npm run site:new -- <id> [--merchant <code>]   (e.g. npm run site:new -- lucky-star)';

/** Checks `id` and that sites/<id> is free; throws a {@link ScaffoldError} saying what to do. */
export function assertNewSiteId(id: string | undefined, sitesDir: string): asserts id is string {
  if (!id) throw new ScaffoldError(USAGE);
  const rule = siteIdRule();
  if (!rule.pattern.test(id)) {
    throw new ScaffoldError(`invalid id ${JSON.stringify(id)}: expected ${rule.words}`);
  }
  if (existsSync(join(sitesDir, id))) {
    throw new ScaffoldError(
      `sites/${id} already exists; choose another id or remove that folder first`,
    );
  }
}

/**
 * The merchant code for site `id`: the one given, else one made from the id's letters and
 * digits. Throws a {@link ScaffoldError} naming the rule when it does not fit the platform's.
 */
export function chooseMerchantCode(id: string, given: string | undefined): string {
  const rule = merchantCodeRule();
  if (given !== undefined) {
    if (rule.pattern.test(given)) return given;
    throw new ScaffoldError(
      `invalid merchant code ${JSON.stringify(given)}: expected ${rule.words}`,
    );
  }
  const derived = merchantCodeFor(id);
  if (rule.pattern.test(derived)) return derived;
  throw new ScaffoldError(
    `id ${JSON.stringify(id)} gives no usable merchant code (${JSON.stringify(derived)}): expected ${rule.words}; give one with --merchant <code>`,
  );
}

/** What {@link scaffoldSite} made. */
export interface ScaffoldedSite {
  /** The created folder, sites/<id>. */
  dir: string;
  merchantCode: string;
}

/** Creates sites/<id>/ (site.json and assets). */
export async function scaffoldSite(
  id: string | undefined,
  options: ScaffoldOptions = {},
): Promise<ScaffoldedSite> {
  const sitesDir = join(options.root ?? REPO_ROOT, 'sites');
  assertNewSiteId(id, sitesDir);
  const merchantCode = chooseMerchantCode(id, options.merchantCode);
  const templateFile = options.templateFile ?? join(REPO_ROOT, 'sites/default/site.json');
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Record<string, unknown>;
  const files = buildSiteFiles(id, template, merchantCode);
  const siteDir = join(sitesDir, id);
  const file = join(siteDir, 'site.json');
  // Match the repository's prettier style so `npm run lint` passes on a fresh site.
  const style = (await resolveConfig(join(REPO_ROOT, 'sites/default/site.json'))) ?? {};
  const json = await format(JSON.stringify(files.config), { ...style, parser: 'json' });
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(file, json);
  writeFileSync(join(siteDir, 'assets/logo.svg'), files.logoSvg);
  writeFileSync(join(siteDir, 'assets/favicon.svg'), files.faviconSvg);
  return { dir: siteDir, merchantCode };
}
