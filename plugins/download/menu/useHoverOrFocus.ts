import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How long the popover stays after the pointer leaves, so the pointer can cross the gap from the
 * link to the popover (WCAG 1.4.13: content shown on hover can itself be hovered).
 */
export const CLOSE_DELAY_MS = 300;

/**
 * Open while the pointer is over the item (`area`) or the popover, or the link (`anchor`) has
 * keyboard focus; Escape anywhere closes it until the next fresh hover or focus (WCAG 1.4.13
 * hoverable, persistent, dismissible), also when the pointer opened it and focus is elsewhere.
 * Focus never moves: the popover holds nothing to operate, so nothing traps it. It starts from
 * where the pointer and focus are when its chunk arrives (`inside`, the active element): the
 * item's first-load part only noticed the first hover or focus.
 */
export function useHoverOrFocus(
  area: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  inside: RefObject<boolean>,
) {
  const [hovered, setHovered] = useState(() => inside.current);
  const [focused, setFocused] = useState(() => document.activeElement === anchor.current);
  const [dismissed, setDismissed] = useState(false);
  const leaving = useRef<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  // Made once: they use only state setters and refs, which never change.
  const [pointer] = useState(() => ({
    onPointerEnter: () => {
      window.clearTimeout(leaving.current);
      setHovered(true);
      setDismissed(false);
    },
    onPointerLeave: (event: { relatedTarget: EventTarget | null }) => {
      // React tells of entering the popover (it listens to pointerout) before the browser tells
      // the item it was left: that late leave is no leave at all.
      const to = event.relatedTarget;
      if (to instanceof Node && (box.current?.contains(to) || area.current?.contains(to))) return;
      window.clearTimeout(leaving.current);
      leaving.current = window.setTimeout(() => setHovered(false), CLOSE_DELAY_MS);
    },
  }));

  useEffect(() => {
    const item = area.current;
    const link = anchor.current;
    if (!item || !link) return;
    // Native listeners: the item's React handlers belong to its first-load part.
    const onFocus = () => {
      setFocused(true);
      setDismissed(false);
    };
    const onBlur = () => setFocused(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    const timer = leaving;
    item.addEventListener('pointerenter', pointer.onPointerEnter);
    item.addEventListener('pointerleave', pointer.onPointerLeave);
    link.addEventListener('focus', onFocus);
    link.addEventListener('blur', onBlur);
    document.addEventListener('keydown', onKeyDown);
    // The first render read where focus and pointer were, but React may commit a suspended
    // part's render later and the listeners start only now: replay what came in between.
    if (document.activeElement === link) onFocus();
    if (inside.current) pointer.onPointerEnter();
    return () => {
      item.removeEventListener('pointerenter', pointer.onPointerEnter);
      item.removeEventListener('pointerleave', pointer.onPointerLeave);
      link.removeEventListener('focus', onFocus);
      link.removeEventListener('blur', onBlur);
      document.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(timer.current);
    };
  }, [area, anchor, inside, pointer]);

  return {
    open: (hovered || focused) && !dismissed,
    /** For the popover itself: it is rendered into the body, outside the item. */
    popover: { ref: box, ...pointer },
  };
}
