import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far ahead of the viewport a deferred section starts loading, so it is ready on arrival. At
 * 600 px the winners row that follows the hot games (at about 1,350 px on a 720 px window) was
 * right at the edge, loaded or not by how fast the sections above it took their size; 400 px
 * keeps it out of a first visit's load and still fetches it a good scroll ahead.
 */
export const NEAR_MARGIN = '400px 0px';

/**
 * A box that renders its children only once it comes within NEAR_MARGIN of the viewport (then
 * for good). The box keeps its reserved size meanwhile, so nothing around it moves. Without
 * IntersectionObserver the children render at once.
 */
export function NearViewport({
  className,
  minHeight,
  aspectRatio,
  children,
}: {
  className: string;
  minHeight?: number | undefined;
  aspectRatio?: string | undefined;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className} style={{ minHeight, aspectRatio }}>
      {near ? children : null}
    </div>
  );
}
