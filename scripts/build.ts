/**
 * Builds the app once and writes one index.html per brand with its config inlined and its CSP,
 * plus each brand's assets, a gzip copy beside each compressible asset, and `<out>.nginx.conf`
 * beside the folder (root: the folder; upstream: PLATFORM_UPSTREAM or the local emulator).
 * `--mode test` keeps the API contract checks in (for browser tests); `--out <dir>` picks the
 * output folder.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { checkSite } from './lib/check-site';
import { REPO_ROOT } from './lib/repo-paths';
import { contentSecurityPolicy, siteCspSources } from './serve/csp';
import { nginxConfigPathFor, renderDistNginxConfig } from './serve/distNginxConfig';
import { precompressFolder } from './serve/precompress';
import { listSites, prepareSiteConfig, readSite, renderSiteHtml } from './vite/renderSiteHtml';

function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

export async function buildAll(mode: string, outDir: string): Promise<string[]> {
  const sites = listSites(REPO_ROOT);
  const problems = sites.flatMap((id) => checkSite(join(REPO_ROOT, 'sites', id)));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    throw new Error(`build: ${problems.length} site config error(s); run npm run site:check`);
  }
  await build({ root: REPO_ROOT, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  mkdirSync(join(outDir, 'site-html'), { recursive: true });
  for (const id of sites) {
    const site = readSite(REPO_ROOT, id);
    // From the config as the page gets it (plugin defaults in), as distSites.ts reads it back.
    const policy = contentSecurityPolicy(siteCspSources(prepareSiteConfig(site)));
    const csp = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
    writeFileSync(join(outDir, 'site-html', `${id}.html`), renderSiteHtml(template, site, csp));
    const assets = join(REPO_ROOT, 'sites', id, 'assets');
    if (existsSync(assets))
      cpSync(assets, join(outDir, 'sites', id, 'assets'), { recursive: true });
  }
  // Only the hashed assets: the brand pages are small, and nginx compresses them on the fly.
  precompressFolder(join(outDir, 'assets'));
  // Beside the folder, not in it: the folder is what gets copied to a static host or CDN.
  writeFileSync(nginxConfigPathFor(outDir), renderDistNginxConfig(outDir));
  return sites;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mode = argValue('--mode', 'production');
  const outDir = join(REPO_ROOT, argValue('--out', 'dist'));
  const started = Date.now();
  buildAll(mode, outDir).then(
    (sites) =>
      console.log(
        `build: ${sites.length} site(s) [${sites.join(', ')}] in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
