/**
 * Writes a gzip copy beside each compressible file of a build, so nginx serves it as it is
 * (gzip_static) instead of compressing on every request: the build pays once, at level 9.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this a gzip copy saves less than its own headers and a request's overhead. */
const MIN_BYTES = 512;

/** Writes `<file>.gz` for the compressible files under `folder`; returns how many it wrote. */
export function precompressFolder(folder: string): number {
  let written = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const zipped = gzipSync(body, { level: 9 });
    // A copy that is not smaller would only cost a disk read.
    if (zipped.length >= body.length) continue;
    writeFileSync(`${file}.gz`, zipped);
    written++;
  }
  return written;
}
