import { Link } from 'wouter';
import { useImageUrl } from '../../../core/ui/useCdnHosts';
import { useTranslation } from 'react-i18next';
import { resolveBannerLink } from '../banners/bannerLink';
import type { GroupBanner } from '../banners/bannersOfGroup';
import { useRouteServed } from '../banners/useRouteServed';

interface BannerSlideProps {
  banner: GroupBanner;
  index: number;
  total: number;
  size: { width: number; height: number };
  current: boolean;
  /** Load the image now although it is not shown yet. */
  preload: boolean;
  /** The whole group stands below the fold (the side menu): even its first image waits. */
  lazy?: boolean;
}

/**
 * One banner. The first image is the home page's largest paint (or the top of a popup), so it
 * loads at once with high priority; the others wait (lazy) until they are about to show. A
 * banner is a link only when its linkage was checked (§2: clickable when it has a linkage type).
 */
export function BannerSlide({
  banner,
  index,
  total,
  size,
  current,
  preload,
  lazy = false,
}: BannerSlideProps) {
  const { t } = useTranslation('announcements');
  const imageUrl = useImageUrl();
  const link = resolveBannerLink(banner, useRouteServed());
  const first = index === 0 && !lazy;
  const image = (
    <img
      className="wl-banners__image"
      src={imageUrl(banner.imageUrl)}
      alt={banner.title}
      width={size.width}
      height={size.height}
      loading={first || preload ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
    />
  );
  return (
    <div
      className="wl-banners__slide"
      role="group"
      aria-roledescription={t('banners.slide')}
      aria-label={t('banners.position', { index: index + 1, total })}
      // slides out of view are out of the tab order and the reading order
      inert={!current}
    >
      {link?.kind === 'route' && (
        <Link href={link.path} className="wl-banners__link">
          {image}
        </Link>
      )}
      {link?.kind === 'external' && (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className="wl-banners__link">
          {image}
          <span className="wl-visually-hidden">{t('banners.new_window')}</span>
        </a>
      )}
      {!link && image}
    </div>
  );
}
