/** `npm run gen:types [-- --check]`: TypeScript types, then the response validators, from schemas/. */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const script of ['scripts/gen-types.ts', 'scripts/gen-validators.ts']) {
  const { status } = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
