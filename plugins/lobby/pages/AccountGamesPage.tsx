import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { GameTile } from '../components/GameTile';
import { useFavourites } from '../favourites/useFavourites';
import { useRecentGames } from '../favourites/useRecentGames';
import { useHotGames } from '../home/useHotGames';
import type { GameItem } from '../types';

const SOURCES = { favorite: useFavourites, recent: useRecentGames, hot: useHotGames } as const;

/** Account game lists (§2 /favorite, /recent, /hot). */
export default function AccountGamesPage() {
  const [location] = useLocation();
  const key =
    (location.slice(1) as keyof typeof SOURCES) in SOURCES
      ? (location.slice(1) as keyof typeof SOURCES)
      : 'hot';
  return <AccountGames key={key} listKey={key} />;
}

function AccountGames({ listKey }: { listKey: keyof typeof SOURCES }) {
  const { t } = useTranslation('lobby');
  const games = SOURCES[listKey]();
  const list: GameItem[] = games.data ?? [];
  return (
    <div className="wl-page">
      <h1 className="wl-section-title">
        {t(`nav.${listKey}`, { defaultValue: t(`account.${listKey}`) })}
      </h1>
      {games.isPending && games.fetchStatus !== 'idle' && <Spinner />}
      {games.isError && <ErrorPanel error={games.error} onRetry={() => void games.refetch()} />}
      {games.isSuccess &&
        (list.length === 0 ? (
          <p>{t(`account.${listKey}_empty`)}</p>
        ) : (
          <ul className="wl-game-grid" aria-label={t(`account.${listKey}`)}>
            {list.map((game) => (
              <li key={game.gameId}>
                <GameTile game={game} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
