import { useState } from 'react';
import { useImageUrl } from '../../../core/ui/useCdnHosts';
import { useNearViewport } from './useNearViewport';

/**
 * A game or vendor picture with fixed dimensions (nothing shifts while it loads), loaded when it
 * comes into view, one attempt, then a drawn fallback with the initials.
 */
export function GameImage({
  src,
  label,
  width,
  height,
  eager = false,
}: {
  src: string | undefined;
  label: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  const imageUrl = useImageUrl();
  const { ref, seen } = useNearViewport<HTMLSpanElement>(eager);
  const [failed, setFailed] = useState(false);
  const initials = label
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span ref={ref} className="wl-game-image" style={{ aspectRatio: `${width} / ${height}` }}>
      {src && seen && !failed ? (
        <img
          src={imageUrl(src)}
          alt=""
          width={width}
          height={height}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="wl-game-image__fallback" aria-hidden="true">
          {failed || !src ? initials : ''}
        </span>
      )}
    </span>
  );
}
