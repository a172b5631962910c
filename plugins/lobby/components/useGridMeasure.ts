import { useCallback, useRef, useState } from 'react';

/**
 * Measures a grid's container through a callback ref: how many tiles of `tileWidth` (plus `gap`)
 * fit across it, kept up to date on resize, and where it starts on the page (for a window
 * virtualizer's scroll margin).
 */
export function useGridMeasure(tileWidth: number, gap: number) {
  const [size, setSize] = useState({ columns: 6, top: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node) return;
      const measure = () => {
        const columns = Math.max(1, Math.floor((node.clientWidth + gap) / (tileWidth + gap)));
        const top = node.getBoundingClientRect().top + window.scrollY;
        setSize((current) =>
          current.columns === columns && current.top === top ? current : { columns, top },
        );
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(node);
    },
    [tileWidth, gap],
  );
  return { ref, ...size };
}
