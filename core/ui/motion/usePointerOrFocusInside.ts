import { useState, type FocusEvent } from 'react';

/**
 * Whether the pointer is over, or keyboard focus is inside, an element: moving content stops
 * while the player is looking at or working in it (WCAG 2.2.2). Spread the handlers on the element.
 */
export function usePointerOrFocusInside() {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  return {
    inside: pointer || focus,
    handlers: {
      onPointerEnter: () => setPointer(true),
      onPointerLeave: () => setPointer(false),
      onFocus: () => setFocus(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // focus moving between the element's own buttons is still focus inside it
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      },
    },
  };
}
