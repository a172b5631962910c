import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { useCategoryGames } from '../catalogue/useCategoryGames';
import { useNearViewport } from '../components/useNearViewport';
import { VendorGrid } from '../components/VendorGrid';
import type { VendorLane } from '../types';
import { GameCarousel } from './GameCarousel';

/** Categories whose home row lists vendors (at most 12), not games (§2 Home rows). */
const VENDOR_ROWS = new Set(['SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT', 'INHOUSE']);
const VENDOR_ROW_LIMIT = 12;
const GAMES_PER_ROW = 24;

function GameRow({ lane, label }: { lane: VendorLane; label: string }) {
  const games = useCategoryGames(lane.title, GAMES_PER_ROW);
  if (games.isError) return <ErrorPanel error={games.error} onRetry={() => void games.refetch()} />;
  return <GameCarousel games={games.data ?? []} label={label} />;
}

/** One home row; its games are fetched only when the row comes near the viewport. */
export function CategoryRow({ lane, path }: { lane: VendorLane; path: string | null }) {
  const { t } = useTranslation('lobby');
  const { ref, seen } = useNearViewport<HTMLElement>(false);
  const label = t(`lane.${lane.title}`, { defaultValue: lane.title });
  const titleId = `wl-row-${lane.title}`;
  return (
    <section ref={ref} className="wl-home-row" aria-labelledby={titleId}>
      <div className="wl-home-row__head">
        <h2 id={titleId} className="wl-section-title">
          {label}
        </h2>
        {path && (
          <Link href={path} className="wl-home-row__more">
            {t('home.more')}
          </Link>
        )}
      </div>
      {VENDOR_ROWS.has(lane.title) ? (
        <VendorGrid cards={lane.cards} laneTitle={lane.title} limit={VENDOR_ROW_LIMIT} />
      ) : (
        <div className="wl-home-row__games">{seen && <GameRow lane={lane} label={label} />}</div>
      )}
    </section>
  );
}
