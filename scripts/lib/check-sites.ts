/**
 * Runs {@link checkSite} over several sites, and optionally checks the module flags the plugins'
 * source names, then summarises, for site:check and the build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkPluginFlags } from './check-plugin-flags';
import { checkSite, type CheckSiteOptions } from './check-site';
import { readModuleFlags } from './check-site-flags';
import { SCHEMAS_DIR } from './repo-paths';

/** Options of {@link checkSites}. */
export interface CheckSitesOptions extends CheckSiteOptions {
  /** Also check the `requires` lists under this plugins folder (plugins/), named from `root`. */
  plugins?: { dir: string; root: string };
}

/** Outcome of checking a set of sites. */
export interface SitesReport {
  /** Every problem line, site by site. */
  lines: string[];
  /**
   * Final line: `site:check: N site(s) ok` or `site:check: N error(s) in M site(s)`, plus
   * `and K plugin file(s)` when plugin source names an unknown flag.
   */
  summary: string;
  ok: boolean;
}

/** Ids of the site folders under `sitesDir`, sorted. */
export function listSiteIds(sitesDir: string): string[] {
  if (!existsSync(sitesDir)) return [];
  return readdirSync(sitesDir)
    .filter((name) => !name.startsWith('.') && statSync(join(sitesDir, name)).isDirectory())
    .sort();
}

/** Checks the given site ids (all sites when empty) under `sitesDir`. */
export function checkSites(
  sitesDir: string,
  ids: readonly string[],
  options: CheckSitesOptions = {},
): SitesReport {
  const known = listSiteIds(sitesDir);
  const missing = ids.filter((id) => !known.includes(id));
  if (missing.length > 0) {
    const lines = missing.map(
      (id) => `site:check: no site ${JSON.stringify(id)} (known: ${known.join(', ') || 'none'})`,
    );
    return { lines, summary: `site:check: ${missing.length} error(s) in 0 site(s)`, ok: false };
  }
  const selected = ids.length > 0 ? [...ids] : known;
  const lines: string[] = [];
  let failedSites = 0;
  for (const id of selected) {
    const problems = checkSite(join(sitesDir, id), options);
    if (problems.length > 0) failedSites++;
    lines.push(...problems);
  }
  const pluginFiles = options.plugins
    ? checkPluginFlags(
        options.plugins.dir,
        options.plugins.root,
        readModuleFlags(options.schemasDir ?? SCHEMAS_DIR),
      )
    : [];
  for (const { lines: fileLines } of pluginFiles) lines.push(...fileLines);
  const ok = lines.length === 0;
  const where = pluginFiles.length > 0 ? ` and ${pluginFiles.length} plugin file(s)` : '';
  const summary = ok
    ? `site:check: ${selected.length} site(s) ok`
    : `site:check: ${lines.length} error(s) in ${failedSites} site(s)${where}`;
  return { lines, summary, ok };
}
