import type { AppKind } from '../apps/storeApps';
import add from './pictures/add.svg?no-inline';
import allow from './pictures/allow.svg?no-inline';
import download from './pictures/download.svg?no-inline';
import open from './pictures/open.svg?no-inline';
import scan from './pictures/scan.svg?no-inline';
import share from './pictures/share.svg?no-inline';
import trust from './pictures/trust.svg?no-inline';

// Files of their own (`no-inline`), fetched when the tutorial shows them: only this page's
// chunk names them, so no other page pays for the pictures.
const PICTURES = { add, allow, download, open, scan, share, trust };

/** An illustration of the tutorials; its alt text is `pictures.<name>` in the page texts. */
export type Picture = keyof typeof PICTURES;

/** One numbered step: its text is `steps.<kind>.<text>` in the page texts. */
export interface TutorialStep {
  text: string;
  picture: Picture;
}

/** The address of a picture's file. */
export const pictureUrl = (picture: Picture): string => PICTURES[picture];

/**
 * How each app is installed. iOS builds of this kind come from outside the App Store, so the
 * phone must trust the developer once; Android installs the APK only once the browser may
 * install apps; the lite app is the site added to the home screen from the browser's menu.
 */
export const TUTORIALS: Record<AppKind, readonly TutorialStep[]> = {
  ios: [
    { text: 'scan', picture: 'scan' },
    { text: 'install', picture: 'download' },
    { text: 'trust', picture: 'trust' },
    { text: 'open', picture: 'open' },
  ],
  android: [
    { text: 'scan', picture: 'scan' },
    { text: 'download', picture: 'download' },
    { text: 'allow', picture: 'allow' },
    { text: 'open', picture: 'open' },
  ],
  lite: [
    { text: 'scan', picture: 'scan' },
    { text: 'share', picture: 'share' },
    { text: 'add', picture: 'add' },
    { text: 'open', picture: 'open' },
  ],
};
