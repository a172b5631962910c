/**
 * One Playwright worker's servers: a fresh emulator (its own temporary database, so every run
 * starts from the seed) and the test build served as production would serve it, proxying the
 * platform API to that emulator. playwright.config.ts starts one of these per worker, each as its
 * own process (so two emulators never share an event loop), with E2E_WORKER_INDEX set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerPorts } from './lib/e2e-ports';
import { provisionMerchants } from './emulator/provisionMerchants';
import { startEmulator } from '../emulator/server';
import { REPO_ROOT } from './lib/repo-paths';
import { startStaticServer } from './serve/staticServer';

const index = Number(process.env.E2E_WORKER_INDEX ?? 0);
const ports = workerPorts(index);
const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), `wl-e2e-${index}-`));
const emulator = await startEmulator({ port: ports.emulator, dataDir });
await provisionMerchants(emulator.url);
await startStaticServer({
  distDir: join(REPO_ROOT, process.env.E2E_DIST ?? 'dist-test'),
  port: ports.web,
  emulatorUrl: emulator.url,
});
console.log(
  `e2e worker ${index}: web http://localhost:${ports.web}/ emulator ${emulator.url} ` +
    `(ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

const stop = async () => {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
