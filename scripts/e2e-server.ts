/**
 * The browser tests' servers: a fresh emulator (its own temporary database, so every run starts
 * from the seed) and the test build served as production would serve it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionMerchants } from './emulator/provisionMerchants';
import { startEmulator } from '../emulator/server';
import { REPO_ROOT } from './lib/repo-paths';
import { startStaticServer } from './serve/staticServer';

export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4310);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4311);

const dataDir = mkdtempSync(join(tmpdir(), 'wl-e2e-'));
const emulator = await startEmulator({ port: E2E_EMULATOR_PORT, dataDir });
await provisionMerchants(emulator.url);
await startStaticServer({
  distDir: join(REPO_ROOT, process.env.E2E_DIST ?? 'dist-test'),
  port: E2E_WEB_PORT,
  emulatorUrl: emulator.url,
});
console.log(`e2e servers: web http://localhost:${E2E_WEB_PORT}/ emulator ${emulator.url}`);

const stop = async () => {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
