import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the
 * chosen tab is in the tab order, and the panel is labelled by its tab.
 */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = items[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="wl-tabs">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.key}-tab`}
            aria-selected={item.key === value}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.key === value ? 0 : -1}
            className="wl-tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${value}-tab`}>
        {children}
      </div>
    </>
  );
}
