import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../core/ui/motion/usePrefersReducedMotion';

/** Shown once the page has scrolled past this share of the window's height. */
const SHOW_AFTER_VIEWPORTS = 1;

/**
 * Home's scroll-to-top button (§2 Home). It appears once the home rows have taken the person a
 * screen down, scrolls back smoothly (at once when reduced motion is asked for), and puts the
 * focus on the main region, so a keyboard user continues from the top rather than from a button
 * that is no longer in view.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setShown(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS);
    };
    // One measurement per frame, however many scroll events the frame brings.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="wl-scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('wl-main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="wl-visually-hidden">{t('home.scroll_top')}</span>
    </button>
  );
}
