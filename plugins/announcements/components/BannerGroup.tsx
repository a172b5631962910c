import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { usePointerOrFocusInside } from '../../../core/ui/motion/usePointerOrFocusInside';
import { usePrefersReducedMotion } from '../../../core/ui/motion/usePrefersReducedMotion';
import { SlotEmpty } from '../../../core/ui/SlotEmpty';
import { useAnnouncements } from '../api';
import { aspectRatioOf } from '../banners/aspectRatio';
import { BANNER_PLACES, type BannerPlace } from '../banners/bannerPlaces';
import { bannersOfGroup } from '../banners/bannersOfGroup';
import { useAutoAdvance } from '../motion/useAutoAdvance';
import { BannerGroupControls } from './BannerGroupControls';
import { BannerSlide } from './BannerSlide';
import './BannerGroup.css';

/**
 * The banners of one group in a smaller place (§3: the side menu, the login, register and
 * forgot-password popups). The frame holds the place's aspect ratio from the first render, so
 * nothing around it moves when the banners arrive. One banner stands still; several take turns
 * (WAI-ARIA APG carousel: previous, next and stop, held under the pointer or keyboard focus,
 * stopped from the start for a player who prefers reduced motion). When the answer has no banner
 * of the group, or fails, the place is given back: a banner is decoration, never a reason to
 * show an error beside a form.
 */
export default function BannerGroup({ place }: { place: BannerPlace }) {
  const { t } = useTranslation('announcements');
  const options = usePluginOptions('announcements');
  const { group, belowFold } = BANNER_PLACES[place];
  const size = options.groupBannerSizes[place];
  const query = useAnnouncements();
  const banners = useMemo(
    () => bannersOfGroup(query.data?.banners ?? [], group),
    [query.data, group],
  );
  const reducedMotion = usePrefersReducedMotion();
  const { inside, handlers } = usePointerOrFocusInside();
  const [selected, setSelected] = useState(0);
  // null until the player presses stop or start; until then reduced motion decides
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const total = banners.length;
  const step = useCallback(
    (by: number) => setSelected((index) => (index + by + total) % total),
    [total],
  );
  const next = useCallback(() => step(1), [step]);
  useAutoAdvance(next, total > 1 && playing && !inside, options.bannerAutoplayMs, selected);

  // known to have nothing to show (a failed refetch keeps the banners it had)
  if ((query.isSuccess || query.isError) && total === 0) return <SlotEmpty />;
  return (
    <section
      className="wl-banner-group"
      aria-label={t(`banners.places.${place}`)}
      aria-roledescription={total > 1 ? t('banners.carousel') : undefined}
      style={{ aspectRatio: aspectRatioOf(size) }}
      {...handlers}
    >
      {/* a banner changed by the player is announced; automatic changes would talk over the form */}
      <div className="wl-banner-group__slides" aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            index={index}
            total={total}
            size={size}
            current={index === selected % total}
            preload={false}
            lazy={belowFold}
          />
        ))}
      </div>
      {total > 1 && (
        <BannerGroupControls
          playing={playing}
          onPrevious={() => step(-1)}
          onToggle={() => setPlayChoice(!playing)}
          onNext={next}
        />
      )}
    </section>
  );
}

/** A place's slot component (banners/placeBanner.ts): the group of that place. */
function placed(place: BannerPlace): ComponentType {
  return function PlacedBannerGroup() {
    return <BannerGroup place={place} />;
  };
}

export const PLACED_GROUPS: Readonly<Record<BannerPlace, ComponentType>> = {
  sideMenu: placed('sideMenu'),
  login: placed('login'),
  register: placed('register'),
  forgot: placed('forgot'),
};
