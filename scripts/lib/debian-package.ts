import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a program from Debian's packages is there, installing the package with apt-get when
 * it is missing (root, or sudo); never a download from anywhere else. Prints the version line
 * (`versionCommand`'s output) or exits when the program is still missing.
 */
export function ensureDebianPackage(
  name: string,
  program: string,
  pkg: string,
  versionCommand: string,
): void {
  if (!existsSync(program)) {
    console.log(`${name}: installing Debian ${pkg}…`);
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`,
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(program)) {
    console.error(`${name}: ${program} is still missing`);
    process.exit(1);
  }
  console.log(`${name}: ${execSync(versionCommand).toString().trim()}`);
}
