/**
 * The shape of a game tile while games load: the same boxes and line heights as GameTile, so the
 * grid keeps its size when the real tiles arrive (no layout shift).
 */
export function GameTileSkeleton() {
  return (
    <div className="wl-game-tile wl-game-tile--skeleton" aria-hidden="true">
      <span className="wl-game-tile__open">
        <span className="wl-game-image" style={{ aspectRatio: '168 / 126' }} />
        <span className="wl-game-tile__name">&nbsp;</span>
        <span className="wl-game-tile__type">&nbsp;</span>
      </span>
      <span className="wl-game-tile__play-space" />
    </div>
  );
}
