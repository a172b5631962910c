/** Serves a built dist folder beside a running emulator: `tsx scripts/serve.ts [--dist dist] [--port 4173]`. */
import { join } from 'node:path';
import { REPO_ROOT } from './lib/repo-paths';
import { startStaticServer } from './serve/staticServer';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(arg('--port', '4173'));
const distDir = join(REPO_ROOT, arg('--dist', 'dist'));
const emulatorUrl = process.env.EMULATOR_URL ?? 'http://127.0.0.1:4100';
await startStaticServer({ distDir, port, emulatorUrl });
console.log(`serving ${distDir} on http://localhost:${port}/ (API → ${emulatorUrl})`);
