import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../../core/runtime/ui';
import type { GroupBanner } from '../banners/bannersOfGroup';
import { BannerGroupControls } from './BannerGroupControls';
import { useAutoAdvance } from '../motion/useAutoAdvance';
import { usePageLoaded } from '../motion/usePageLoaded';
import { useLazyCarousel } from '../../../core/ui/carousel/useLazyCarousel';
import { usePrefersReducedMotion } from '../../../core/ui/motion/usePrefersReducedMotion';
import { BannerSlide } from './BannerSlide';

/**
 * Embla has no speed in milliseconds, only a spring "duration". Run through embla 8.6's fixed
 * 60 Hz integrator, 24 brings a 1200–1500 px slide to rest (under half a pixel) after about
 * 1000 ms, the speed the spec asks for (§2 Banner carousel: speed 1000).
 */
const EMBLA_DURATION_FOR_1000_MS = 24;

interface BannerTrackProps {
  banners: GroupBanner[];
  size: { width: number; height: number };
  delayMs: number;
  /** The pointer or keyboard focus is on the carousel: rotation waits (WCAG 2.2.2). */
  held: boolean;
}

/**
 * The moving part of the carousel (WAI-ARIA APG carousel): previous, next and a stop/start
 * button; rotation pauses under the pointer or keyboard focus, and starts stopped when the
 * player prefers reduced motion, where slides also change without animation; a carousel behind an
 * open dialog waits too (nothing moves behind the form the person is filling in). The carousel's
 * code arrives when first needed (the first turn, a button, the pointer or focus on it): until
 * then the first banner stands where the carousel starts.
 */
export function BannerTrack({ banners, size, delayMs, held }: BannerTrackProps) {
  const reducedMotion = usePrefersReducedMotion();
  const pageLoaded = usePageLoaded();
  const several = banners.length > 1;
  const { viewportRef, api, prepare, run, engine } = useLazyCarousel({
    loop: several,
    duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_1000_MS,
  });
  const [selected, setSelected] = useState(0);
  // null until the player presses stop or start; until then reduced motion decides
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // A dialog is open and this carousel is not in it: it stands still until the dialog closes.
  const [inDialog, setInDialog] = useState(false);
  const frameRef = useCallback((node: HTMLDivElement | null) => {
    if (node) setInDialog(node.closest('[role="dialog"]') !== null);
  }, []);
  const dialogOpen = useSnapshot(ui).modals.length > 0;
  const behindDialog = dialogOpen && !inDialog;

  const next = useCallback(() => run((carousel) => carousel.scrollNext()), [run]);
  useAutoAdvance(next, several && playing && !held && !behindDialog, delayMs, selected);

  return (
    <div
      className="wl-banners__frame"
      ref={frameRef}
      onPointerEnter={several ? prepare : undefined}
      onFocus={several ? prepare : undefined}
    >
      <div
        className="wl-banners__viewport"
        ref={viewportRef}
        // a slide changed by the player is announced; automatic changes would talk over everything
        aria-live={playing ? 'off' : 'polite'}
      >
        <div className="wl-banners__track">
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              index={index}
              total={banners.length}
              size={size}
              current={index === selected}
              // the neighbours load once the page is done, so the next slide is ready when it moves in
              preload={pageLoaded && isNeighbour(index, selected, banners.length)}
            />
          ))}
        </div>
      </div>
      {several && (
        <BannerGroupControls
          block="wl-banners"
          playing={playing}
          onPrevious={() => run((carousel) => carousel.scrollPrev())}
          onToggle={() => setPlayChoice(!playing)}
          onNext={next}
        />
      )}
      {several && engine}
    </div>
  );
}

function isNeighbour(index: number, selected: number, total: number): boolean {
  return index === (selected + 1) % total || index === (selected - 1 + total) % total;
}
