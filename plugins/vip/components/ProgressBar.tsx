import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';

interface ProgressBarProps {
  label: string;
  /** 0..1 as the platform computed it. */
  share: number;
  have: number;
  need: number;
}

/**
 * One total on the way to the next level, as a progress bar with its values for assistive
 * technology. The fill's width is a custom property set from script: the CSP allows no inline
 * style attribute.
 */
export function ProgressBar({ label, share, have, need }: ProgressBarProps) {
  const { t } = useTranslation('vip');
  const fill = useRef<HTMLDivElement>(null);
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  const text = t('progress.value', { have: formatAmount(have), need: formatAmount(need) });
  useEffect(() => {
    fill.current?.style.setProperty('--wl-vip-progress', `${percent}%`);
  }, [percent]);
  return (
    <div className="wl-vip__progress">
      <div className="wl-vip__progress-label">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div
        ref={fill}
        className="wl-vip__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${text})`}
      >
        <div className="wl-vip__bar-fill" />
      </div>
    </div>
  );
}
