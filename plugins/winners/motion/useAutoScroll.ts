import { useEffect, useRef, type RefObject } from 'react';
import { nextOffset } from './nextOffset';

/**
 * Moves `track` up by one step per animation frame while `running`, looping over the height of
 * `copy` (the first of its two copies). The offset survives a pause, so the list resumes where
 * it stopped. It writes the transform directly: no React render per frame.
 */
export function useAutoScroll(
  track: RefObject<HTMLElement | null>,
  copy: RefObject<HTMLElement | null>,
  running: boolean,
): void {
  const offset = useRef(0);
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function step() {
      const trackElement = track.current;
      const copyElement = copy.current;
      if (trackElement && copyElement) {
        offset.current = nextOffset(offset.current, copyElement.offsetHeight);
        trackElement.style.transform = `translateY(${-offset.current}px)`;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [track, copy, running]);
}
