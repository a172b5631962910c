import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '../api';
import { useAutoScroll } from '../motion/useAutoScroll';
import { MotionToggle } from '../../../core/ui/MotionToggle';
import { usePointerOrFocusInside } from '../../../core/ui/motion/usePointerOrFocusInside';
import { usePrefersReducedMotion } from '../../../core/ui/motion/usePrefersReducedMotion';
import { WinList } from './WinList';

interface BiggestWinsProps {
  entries: readonly WinnerEntry[];
  labelledBy: string;
}

/**
 * Biggest wins scrolling upwards without end (§2 Home rows: step 0.5). The list is drawn twice
 * for a seamless loop; the second copy is hidden from screen readers. It stops under the pointer,
 * on keyboard focus and with its pause button (WCAG 2.2.2), and stands still, scrollable by hand,
 * when the player prefers reduced motion.
 */
export function BiggestWins({ entries, labelledBy }: BiggestWinsProps) {
  const { t } = useTranslation('winners');
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const { inside, handlers } = usePointerOrFocusInside();
  const track = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  const moving = !reducedMotion && entries.length > 0;
  useAutoScroll(track, copy, moving && !paused && !inside);

  return (
    <div className="wl-winners__biggest">
      <div
        className="wl-winners__scroller"
        data-static={moving ? undefined : ''}
        role="region"
        aria-labelledby={labelledBy}
        // focusable so keyboard users can stop the motion, and scroll the list when it stands still
        tabIndex={0}
        {...handlers}
      >
        {/* a new element when motion turns off, so no transform from the animation stays behind */}
        <div ref={track} key={moving ? 'moving' : 'static'} className="wl-winners__track">
          <WinList ref={copy} entries={entries} />
          {moving && <WinList entries={entries} duplicate />}
        </div>
      </div>
      {moving && (
        <MotionToggle
          className="wl-winners__toggle"
          running={!paused}
          onToggle={() => setPaused(!paused)}
          stopLabel={t('biggest.pause')}
          startLabel={t('biggest.play')}
        />
      )}
    </div>
  );
}
