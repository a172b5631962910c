/**
 * `npm run gen:types [-- --check]`: what the language registry derives (generated/languages.ts and
 * the schemas' language lists), then TypeScript types, then the response validators, from schemas/.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const script of [
  'scripts/gen-languages.ts',
  'scripts/gen-types.ts',
  'scripts/gen-validators.ts',
]) {
  const { status } = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
