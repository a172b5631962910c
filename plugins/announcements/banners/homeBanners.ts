import type { Announcement } from '../api';

/** One slide of the home carousel, reduced to what the carousel draws. */
export interface HomeBanner {
  id: string;
  title: string;
  imageUrl: string;
  linkageType?: string;
  linkage?: string;
}

const bySequence = (a: { sequence?: number }, b: { sequence?: number }) =>
  (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER);

/**
 * The banners of group w_home in the operator's sequence (§3 Banner). A banner shows its
 * lowest-sequence image; one without an image is left out rather than drawn as an empty slide.
 */
export function homeBanners(banners: readonly Announcement[]): HomeBanner[] {
  return banners
    .filter((banner) => banner.groupName === 'w_home')
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
