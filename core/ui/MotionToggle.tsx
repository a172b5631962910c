/**
 * The stop/start button every moving part of a page needs (WCAG 2.2.2): one round button whose
 * label says what a press will do. The caller passes translated labels.
 */
export function MotionToggle({
  running,
  onToggle,
  stopLabel,
  startLabel,
  className,
}: {
  running: boolean;
  onToggle: () => void;
  stopLabel: string;
  startLabel: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`wl-motion-toggle${className ? ` ${className}` : ''}`}
      aria-label={running ? stopLabel : startLabel}
      onClick={onToggle}
    >
      <span aria-hidden="true">{running ? '❚❚' : '▶'}</span>
    </button>
  );
}
