import { useLayoutEffect, type RefObject } from 'react';

/** Marquee speed in pixels per second: about one pixel a frame, slow enough to read. */
const PIXELS_PER_SECOND = 60;

/**
 * Keeps the marquee at the same reading speed whatever the length of the notices and the
 * language's font: the animation's duration follows the measured width of one copy of the list.
 * It is written to a CSS variable directly, so a resize does not re-render React.
 */
export function useMarqueeDuration(
  track: RefObject<HTMLElement | null>,
  copy: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const trackElement = track.current;
    const copyElement = copy.current;
    if (!trackElement || !copyElement) return;
    const apply = () => {
      const seconds = Math.max(copyElement.offsetWidth / PIXELS_PER_SECOND, 10);
      trackElement.style.setProperty('--wl-marquee-duration', `${seconds.toFixed(1)}s`);
    };
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(copyElement);
    return () => observer.disconnect();
  });
}
