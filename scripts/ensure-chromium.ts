/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium). When it is missing, install it from
 * Debian's packages (root is available on the project's machines); never download a browser build.
 */
import { ensureDebianPackage } from './lib/debian-package';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

ensureDebianPackage('ensure-chromium', CHROMIUM, 'chromium', `${CHROMIUM} --version`);
