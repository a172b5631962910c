import { useEffect, useRef } from 'react';

interface MissionProgressProps {
  /** Already translated: what the bar measures, e.g. "Daily wager progress". */
  label: string;
  value: number;
  max: number;
  /** Already formatted, e.g. "250.00 / 1,000.00": shown beside the bar and read out. */
  figures: string;
}

/**
 * A progress bar read out with its figures (role=progressbar with aria values). The fill's width
 * is a custom property set from script: the CSP allows no inline style attribute.
 */
export function MissionProgress({ label, value, max, figures }: MissionProgressProps) {
  const fill = useRef<HTMLSpanElement>(null);
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  useEffect(() => {
    fill.current?.style.setProperty('--wl-missions-fill', `${percent}%`);
  }, [percent]);
  return (
    <div className="wl-missions__progress">
      <div
        className="wl-missions__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={figures}
      >
        <span ref={fill} className="wl-missions__fill" />
      </div>
      <span className="wl-missions__figures" aria-hidden="true">
        {figures}
      </span>
    </div>
  );
}
