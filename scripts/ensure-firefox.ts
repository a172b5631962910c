/**
 * The cross-engine journeys drive Debian's Firefox ESR (/usr/bin/firefox-esr) through Playwright's
 * Firefox-over-WebDriver-BiDi channel. When it is missing, install it from Debian's packages as
 * ensure-chromium.ts does Chromium; never a browser build from anywhere else.
 */
import { ensureDebianPackage } from './lib/debian-package';

export const FIREFOX_ESR = process.env.FIREFOX_ESR_PATH ?? '/usr/bin/firefox-esr';

ensureDebianPackage('ensure-firefox', FIREFOX_ESR, 'firefox-esr', `${FIREFOX_ESR} --version`);
