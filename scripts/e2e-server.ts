/**
 * One Playwright worker's servers: a fresh emulator (its own seeded copy in memory, so every run
 * starts from the seed) and the test build served as production would serve it, proxying the
 * platform API to that emulator. playwright.config.ts starts one of these per worker, each as its
 * own process (so two emulators never share an event loop), with E2E_WORKER_INDEX set.
 */
import { join } from 'node:path';
import { workerPorts } from './lib/e2e-ports';
import { provisionMerchants } from './emulator/provisionMerchants';
import { startEmulator } from '../emulator/server';
import { openSeededCopy } from '../emulator/db/snapshot';
import { REPO_ROOT } from './lib/repo-paths';
import { startStaticServer } from './serve/staticServer';

const index = Number(process.env.E2E_WORKER_INDEX ?? 0);
const ports = workerPorts(index);
const started = Date.now();
const emulator = await startEmulator({ port: ports.emulator, database: await openSeededCopy() });
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
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
