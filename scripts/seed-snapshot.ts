/**
 * `npm test`'s first group: builds the emulator's seeded database snapshot
 * (emulator/db/snapshot.ts) beside the static checks, so the unit tests, the journeys and the
 * budgets after them open copies of it and none of them pays for the seed itself.
 */
import { statSync } from 'node:fs';
import { seededSnapshot } from '../emulator/db/snapshot';

const started = Date.now();
const file = await seededSnapshot();
console.log(
  `seeded database: ${(statSync(file).size / 2 ** 20).toFixed(0)} MiB snapshot ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${file})`,
);
