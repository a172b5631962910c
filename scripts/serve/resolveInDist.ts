/**
 * Maps a decoded request path to a file of the served folder, or null. Containment is decided on
 * the resolved (and symlink-resolved) path, never by comparing strings: "/x/../../dist-other/a",
 * encoded slashes and backslashes all end up as a real path that is inside the folder or not.
 */
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The relative path of `file` inside `root`, or null when it lies outside (or is `root`). */
export function insideFolder(root: string, file: string): string | null {
  const rel = relative(root, file);
  if (rel === '' || isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`)) return null;
  return rel;
}

/**
 * Files a brand origin never serves raw: the brands' pages (served only as "/", with their
 * headers) and the build's bare template, which has no site config.
 */
function isHidden(rel: string): boolean {
  const first = rel.split(sep)[0];
  return first === 'site-html' || rel === 'index.html';
}

/** The served file for `decodedPath`, or null when there is none the client may have. */
export function resolveInDist(distDir: string, decodedPath: string): string | null {
  const root = resolve(distDir);
  const candidate = resolve(root, `.${sep}${decodedPath}`);
  const rel = insideFolder(root, candidate);
  if (rel === null || isHidden(rel)) return null;
  try {
    if (!statSync(candidate).isFile()) return null;
    // A symlink inside the folder must not lead out of it (or back to a hidden file).
    const real = realpathSync(candidate);
    const realRel = insideFolder(realpathSync(root), real);
    return realRel === null || isHidden(realRel) ? null : real;
  } catch {
    return null;
  }
}
