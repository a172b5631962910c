import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { countThatFit } from './priorityFit';

/**
 * How many entries of a horizontal list show before the rest move into its "More" entry, kept up
 * to date as the list or any entry changes size (window width, language, late web fonts).
 * Entries carry `data-priority-item` and the "More" entry `data-priority-more`; all stay in the
 * DOM, the moved ones hidden, so every width stays measurable.
 */
export function usePriorityOverflow(count: number) {
  const [shown, setShown] = useState(count);
  const observer = useRef<ResizeObserver | null>(null);
  const measureNow = useRef<() => void>(() => undefined);
  const ref = useCallback((list: HTMLElement | null) => {
    observer.current?.disconnect();
    measureNow.current = () => undefined;
    if (!list) return;
    const widthOf = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;
    const measure = () => {
      // Observing a child twice is a no-op, so entries added since the last pass join here.
      for (const child of Array.from(list.children)) observer.current?.observe(child);
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const items = list.querySelectorAll(':scope > [data-priority-item]');
      const more = list.querySelector(':scope > [data-priority-more]');
      setShown(countThatFit(Array.from(items, widthOf), list.clientWidth, widthOf(more), gap));
    };
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(list);
    }
    measureNow.current = measure;
    measure();
  }, []);
  // A different set of entries may fit differently though no size changed yet.
  useLayoutEffect(() => measureNow.current(), [count]);
  return { ref, shown: Math.min(shown, count) };
}
