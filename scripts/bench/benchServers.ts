import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionMerchants } from '../emulator/provisionMerchants';
import { startEmulator } from '../../emulator/server';
import { startStaticServer } from '../serve/staticServer';

/** A fresh emulator and a static server over a built dist, on ports of their own. */
export async function startBenchServers(distDir: string, webPort: number, emulatorPort: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const emulator = await startEmulator({ port: emulatorPort, dataDir });
  await provisionMerchants(emulator.url);
  const web = await startStaticServer({ distDir, port: webPort, emulatorUrl: emulator.url });
  return {
    origin: (site: string) => `http://${site}.localhost:${webPort}`,
    /** The emulator's own address, for its control API (faults, modules). */
    emulatorUrl: emulator.url,
    async close() {
      await new Promise((resolve) => web.close(resolve));
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
