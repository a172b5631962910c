import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { useLotteryMenus } from '../api';
import { GameArea } from '../components/GameArea';
import { GameMenus } from '../components/GameMenus';
import { NoGame } from '../components/NoGame';
import { OpenDraws } from '../components/OpenDraws';
import { RecentGames } from '../components/RecentGames';
import { WalletNote } from '../components/WalletNote';
import { findGame } from '../findGame';
import { parseLotteryQuery } from '../lotteryQuery';
import { kindOfPath, vassalageFor } from '../lotteryRoute';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import '../lottery.css';

/**
 * /lottery, /seaLottery, /vnLottery (§2): the vendor's lottery for the game in the query, with the
 * games to switch to, the member's recent games, the open draws and which wallet pays.
 */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  const [path] = useLocation();
  const search = useSearch();
  const options = usePluginOptions('lottery');
  const kind = kindOfPath(path);
  const query = parseLotteryQuery(search, kind, options.defaultView);
  const menus = useLotteryMenus(kind, query.prizeMode);
  const drawsAllowed = useEndpointAllowed(kind === 'vn' ? 'vnOpenedDraws' : 'openedDraws');
  // The menus only name the game; whether it exists is the launch's answer, since a menu is
  // filtered by prize mode and may not list every game a link can open.
  const game =
    query.gameCode && menus.data ? findGame(menus.data.menus, query.gameCode) : undefined;

  return (
    <div className="wl-page wl-lottery">
      <h1 className="wl-section-title">{game?.gameName ?? t('title')}</h1>
      <div className="wl-lottery__layout">
        <div className="wl-lottery__stage">
          {query.gameCode ? (
            <GameArea
              key={`${path}?${search}`}
              launch={{
                vassalage: vassalageFor(kind, query.prizeMode),
                gameCode: query.gameCode,
                prizeMode: query.prizeMode,
                view: query.view,
              }}
              gameName={game?.gameName ?? query.gameCode}
            />
          ) : (
            <NoGame gameCode={null} />
          )}
        </div>
        <aside className="wl-lottery__side" aria-label={t('side.label')}>
          <WalletNote />
          {query.gameCode && drawsAllowed && <OpenDraws kind={kind} gameCode={query.gameCode} />}
          <RecentGames kind={kind} current={query.gameCode ?? ''} />
          <GameMenus menus={menus} current={query.gameCode ?? ''} />
        </aside>
      </div>
    </div>
  );
}
