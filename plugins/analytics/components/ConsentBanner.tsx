import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from '../consent/consentStore';
import '../consent-banner.css';

export interface ConsentBannerProps {
  /** The answer given before, said when the visitor came back to change it; null the first time. */
  current: ConsentChoice | null;
  /**
   * Counts the visitor's requests for the banner (the footer's button); each one brings focus
   * here. 0 when it shows by itself on a first visit.
   */
  focusRequest: number;
  onChoose: (choice: ConsentChoice) => void;
}

/**
 * The consent banner: a labelled region fixed to the bottom of the window, not a dialog. The page
 * stays usable around it and nothing is measured while it waits, so it has no reason to trap
 * focus; being fixed it moves nothing on the page as it appears (no layout shift). Accept and
 * Decline look alike: declining is as easy as accepting.
 */
export default function ConsentBanner({ current, focusRequest, onChoose }: ConsentBannerProps) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    // Shown by itself it leaves focus alone (a page must not lose the reader's place as it
    // loads); asked for from the footer it takes focus, so a keyboard or screen-reader user
    // lands on it, its heading read out, the buttons next.
    if (focusRequest > 0) region.current?.focus();
  }, [focusRequest]);
  return (
    <section ref={region} className="wl-analytics-banner" aria-labelledby={titleId} tabIndex={-1}>
      <div className="wl-analytics-banner__body">
        <h2 id={titleId} className="wl-analytics-banner__title">
          {t('banner.title')}
        </h2>
        <p>{t('banner.text')}</p>
        {current !== null && (
          <p>{current === 'granted' ? t('banner.current_granted') : t('banner.current_denied')}</p>
        )}
      </div>
      <div className="wl-analytics-banner__actions">
        <button type="button" className="wl-button" onClick={() => onChoose('granted')}>
          {t('banner.accept')}
        </button>
        <button type="button" className="wl-button" onClick={() => onChoose('denied')}>
          {t('banner.decline')}
        </button>
      </div>
    </section>
  );
}
