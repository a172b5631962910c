import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { useAnnouncements } from '../api';
import { bannersOfGroup } from '../banners/bannersOfGroup';
import { usePointerOrFocusInside } from '../../../core/ui/motion/usePointerOrFocusInside';
import { BannerTrack } from './BannerTrack';
import './BannerCarousel.css';

/**
 * Home banner carousel (§2 Home: banner group w_home). The frame keeps the banners' aspect ratio
 * from the first render, before data or images arrive, so the page below never shifts.
 */
export default function BannerCarousel() {
  const { t } = useTranslation('announcements');
  const { bannerSize: size, bannerAutoplayMs } = usePluginOptions('announcements');
  const query = useAnnouncements();
  const banners = useMemo(() => bannersOfGroup(query.data?.banners ?? [], 'w_home'), [query.data]);
  // watched on the frame from the first render, so a pointer already resting there when the
  // banners arrive holds the slide show too
  const { inside, handlers } = usePointerOrFocusInside();

  if (query.isSuccess && banners.length === 0) return null;
  return (
    <section
      className="wl-banners"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      {...handlers}
    >
      {query.isError && <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />}
      {banners.length > 0 && (
        <BannerTrack banners={banners} size={size} delayMs={bannerAutoplayMs} held={inside} />
      )}
    </section>
  );
}
