/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium). When it is missing, install it from
 * Debian's packages (root is available on the project's machines); never download a browser build.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log('ensure-chromium: installing Debian chromium…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    { stdio: 'inherit' },
  );
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} is still missing`);
  process.exit(1);
}
console.log(`ensure-chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
