import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { useAnnouncements } from '../api';
import { useMarqueeDuration } from '../motion/useMarqueeDuration';
import { MotionToggle } from '../../../core/ui/MotionToggle';
import { usePrefersReducedMotion } from '../../../core/ui/motion/usePrefersReducedMotion';
import { useProvided } from '../../../core/runtime/provided';
import { noticeModal } from '../handles';
import { NoticeList } from './NoticeList';
import './NoticeMarquee.css';

/**
 * The player notices scrolling across the top of home (§2 Home: notice marquee). It moves by CSS
 * animation over two copies of the list (the second hidden from screen readers and the keyboard),
 * stops under the pointer, on keyboard focus and with its pause button (WCAG 2.2.2), and stands
 * still as a plain scrollable list when the player prefers reduced motion.
 */
export default function NoticeMarquee() {
  const { t } = useTranslation('announcements');
  const options = usePluginOptions('announcements');
  const query = useAnnouncements();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  useMarqueeDuration(track, copy);
  const canOpen = useProvided(noticeModal);

  const notices = query.data?.notices ?? [];
  if (!options.marquee || (query.isSuccess && notices.length === 0)) return null;
  const moving = !reducedMotion && notices.length > 0;

  return (
    <section className="wl-marquee" aria-labelledby={labelId}>
      <span id={labelId} className="wl-marquee__label">
        {t('marquee.label')}
      </span>
      {/* a failed call shows nothing here: the banner carousel reports the same query's error */}
      <div className="wl-marquee__viewport" data-static={moving ? undefined : ''}>
        <div
          ref={track}
          className="wl-marquee__track"
          data-moving={moving ? '' : undefined}
          data-paused={paused ? '' : undefined}
        >
          <NoticeList ref={copy} notices={notices} canOpen={canOpen} />
          {moving && <NoticeList notices={notices} canOpen={canOpen} duplicate />}
        </div>
      </div>
      {moving && (
        <MotionToggle
          running={!paused}
          onToggle={() => setPaused(!paused)}
          stopLabel={t('marquee.pause')}
          startLabel={t('marquee.play')}
        />
      )}
    </section>
  );
}
