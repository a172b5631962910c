import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The option that sets no filter, e.g. "All vendors". */
  allLabel: string;
  options: readonly FilterOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled drop-down of one filter; '' is "all". */
export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="wl-field wl-records-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
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
