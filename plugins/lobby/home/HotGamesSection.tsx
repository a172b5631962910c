import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { GameTile } from '../components/GameTile';
import { GameTileSkeleton } from '../components/GameTileSkeleton';
import { useHotGames } from './useHotGames';

/** Home row of hot games (§2), as many as the site's hotGamesLimit. */
export default function HotGamesSection() {
  const { t } = useTranslation('lobby');
  const { hotGamesLimit } = usePluginOptions('lobby');
  const hot = useHotGames();
  return (
    <section className="wl-home-row" aria-labelledby="wl-hot-title">
      <div className="wl-home-row__head">
        <h2 id="wl-hot-title" className="wl-section-title">
          {t('home.hot')}
        </h2>
        <Link href="/hot" className="wl-home-row__more">
          {t('home.more')}
        </Link>
      </div>
      {hot.isError && <ErrorPanel error={hot.error} onRetry={() => void hot.refetch()} />}
      <ul className="wl-game-grid" aria-label={t('home.hot')} aria-busy={hot.isPending}>
        {hot.isPending
          ? Array.from({ length: hotGamesLimit }, (_, index) => (
              <li key={index}>
                <GameTileSkeleton />
              </li>
            ))
          : (hot.data ?? []).slice(0, hotGamesLimit).map((game, index) => (
              <li key={game.gameId}>
                <GameTile game={game} eager={index < 5} />
              </li>
            ))}
      </ul>
    </section>
  );
}
