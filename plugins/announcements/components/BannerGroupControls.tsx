import { useTranslation } from 'react-i18next';

interface BannerGroupControlsProps {
  /** The CSS block the buttons are styled by: the home carousel's or a banner group's. */
  block?: 'wl-banners' | 'wl-banner-group';
  playing: boolean;
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
}

/**
 * Previous, stop/start and next for a group of several banners (WAI-ARIA APG carousel), with the
 * home carousel's names, so a player finds the same buttons in every place.
 */
export function BannerGroupControls({
  block = 'wl-banner-group',
  playing,
  onPrevious,
  onToggle,
  onNext,
}: BannerGroupControlsProps) {
  const { t } = useTranslation('announcements');
  return (
    <div className={`${block}__controls`}>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={t('banners.previous')}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={playing ? t('banners.stop') : t('banners.start')}
        onClick={onToggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={t('banners.next')}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
