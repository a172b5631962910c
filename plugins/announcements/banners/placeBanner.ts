import type { ComponentSlot } from '../../../core/plugin/contributions';
import type { AnnouncementsOptions } from '../../../generated/plugins/announcements';
import { aspectRatioOf } from './aspectRatio';
import type { BannerPlace } from './bannerPlaces';

// Every place's component lives in the banner group's chunk: the first page carries only these
// few lines per place, and a page showing two places fetches that one file once.
const loadGroup = () => import('../components/BannerGroup');

/**
 * A smaller place's banner group (§3 groupName) as a slot entry. The frame is reserved at the
 * place's configured size (groupBannerSizes) from the first render, before the code and the data
 * arrive, so nothing around it moves; a group the platform has no banner for folds away.
 */
export function placeBanner(key: string, place: BannerPlace): ComponentSlot {
  return {
    key,
    component: () => loadGroup().then((module) => ({ default: module.PLACED_GROUPS[place] })),
    reserve: (options) => ({
      aspectRatio: aspectRatioOf(
        (options as unknown as AnnouncementsOptions).groupBannerSizes[place],
      ),
    }),
  };
}
