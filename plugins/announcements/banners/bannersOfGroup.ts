import type { Announcement } from '../api';

/** The places the platform makes banners for (§3 Banner groupName). */
export type BannerGroupName = NonNullable<Announcement['groupName']>;

/** One banner of a group, reduced to what a carousel or a banner frame draws. */
export interface GroupBanner {
  id: string;
  title: string;
  imageUrl: string;
  linkageType?: string;
  linkage?: string;
}

const bySequence = (a: { sequence?: number }, b: { sequence?: number }) =>
  (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER);

/**
 * The banners of one group in the operator's sequence (§3 Banner). A banner shows its
 * lowest-sequence image; one without an image is left out rather than drawn as an empty slide.
 */
export function bannersOfGroup(
  banners: readonly Announcement[],
  group: BannerGroupName,
): GroupBanner[] {
  return banners
    .filter((banner) => banner.groupName === group)
    .sort(bySequence)
    .flatMap((banner) => {
      const image = [...(banner.announcementImages ?? [])].sort(bySequence)[0];
      if (!image) return [];
      return [
        {
          id: banner.id,
          title: banner.title,
          imageUrl: image.url,
          linkageType: banner.linkageType,
          linkage: banner.linkage,
        },
      ];
    });
}
