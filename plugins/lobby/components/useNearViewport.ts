import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is at least 10% in view (§7: lazy-load threshold 0.1), then stays true:
 * the image gets one attempt and is never unloaded.
 */
export function useNearViewport<T extends Element>(eager: boolean) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (very old browsers, some test DOMs) everything loads at once.
  const [seen, setSeen] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
