// `npm run emulator`: starts the reference platform on EMULATOR_PORT (4100) with data in EMULATOR_DATA (.emulator-data/).
import { resolve } from 'node:path';
import { startEmulator, defaultDataDir } from './server.js';

const port = Number(process.env.EMULATOR_PORT ?? 4100);
const dataDir = process.env.EMULATOR_DATA ? resolve(process.env.EMULATOR_DATA) : defaultDataDir;

const emulator = await startEmulator({ port, dataDir });
console.log(`emulator listening on ${emulator.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
