import { useId } from 'react';

interface KindSelectProps {
  label: string;
  /** The option that sets no filter, e.g. "All game types". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A labelled drop-down of one filter (game type or movement type); '' is "all". */
export function KindSelect({ label, allLabel, options, value, onChange }: KindSelectProps) {
  const id = useId();
  return (
    <div className="wl-field wl-agent-reports__kind">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
