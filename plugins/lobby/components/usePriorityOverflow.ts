import { useLayoutEffect, useRef, useState } from 'react';
import { countThatFit } from './priorityFit';

/**
 * How many entries of a horizontal list show before the rest move into its "More" entry, kept up
 * to date as the list or any entry changes size (window width, language, late web fonts).
 * Entries carry `data-priority-item` and the "More" entry `data-priority-more`; all stay in the
 * DOM, the moved ones hidden, so every width stays measurable. The list must be there on mount.
 */
export function usePriorityOverflow<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const widthOf = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;
    const measure = () =>
      setShown(
        countThatFit(
          Array.from(list.querySelectorAll(':scope > [data-priority-item]'), widthOf),
          list.clientWidth,
          widthOf(list.querySelector(':scope > [data-priority-more]')),
          parseFloat(getComputedStyle(list).columnGap) || 0,
        ),
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const element of [list, ...Array.from(list.children)]) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return { ref, shown: Math.min(shown, count) };
}
