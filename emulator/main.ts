// `npm run emulator`: starts the reference platform on EMULATOR_PORT (4100) with data in EMULATOR_DATA
// (default: db/dataDir.ts, outside the repository).
import { startEmulator } from './server.js';
import { resolveDataDir } from './db/dataDir.js';

const port = Number(process.env.EMULATOR_PORT ?? 4100);
const { dataDir, note } = resolveDataDir();
if (note) console.log(`emulator: ${note}`);

const emulator = await startEmulator({ port, dataDir });
console.log(`emulator listening on ${emulator.url} (data in ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
