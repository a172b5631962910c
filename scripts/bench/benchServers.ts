import { provisionMerchants } from '../emulator/provisionMerchants';
import { startEmulator } from '../../emulator/server';
import { openSeededCopy } from '../../emulator/db/snapshot';
import { startStaticServer } from '../serve/staticServer';

/** A fresh emulator and a static server over a built dist, on ports of their own. */
export async function startBenchServers(distDir: string, webPort: number, emulatorPort: number) {
  const emulator = await startEmulator({ port: emulatorPort, database: await openSeededCopy() });
  await provisionMerchants(emulator.url);
  const web = await startStaticServer({ distDir, port: webPort, emulatorUrl: emulator.url });
  return {
    origin: (site: string) => `http://${site}.localhost:${webPort}`,
    /** The emulator's own address, for its control API (faults, modules). */
    emulatorUrl: emulator.url,
    async close() {
      await new Promise((resolve) => web.close(resolve));
      await emulator.close();
    },
  };
}
