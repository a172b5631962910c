import type { AnnouncementsOptions } from '../../../generated/plugins/announcements';
import type { BannerGroupName } from './bannersOfGroup';

/** The smaller places that show a banner group, keyed as in the options' groupBannerSizes. */
export type BannerPlace = keyof AnnouncementsOptions['groupBannerSizes'];

/**
 * Which group each place shows (§3 groupName) and whether it stands below the fold: the side
 * menu's banner sits after the menu's own blocks, so its images wait until they are near; a
 * popup's banner is the first thing the popup shows.
 */
export const BANNER_PLACES: Readonly<
  Record<BannerPlace, { group: BannerGroupName; belowFold: boolean }>
> = {
  sideMenu: { group: 'w_leftmenu', belowFold: true },
  login: { group: 'w_login', belowFold: false },
  register: { group: 'w_register', belowFold: false },
  forgot: { group: 'w_forget', belowFold: false },
};
