import { Link } from 'wouter';
import { gameHref } from '../lotteryRoute';
import type { LotteryGame } from '../findGame';

/** Games as links that switch the lottery page; the game being played is marked current. */
export function GameLinks({ games, current }: { games: readonly LotteryGame[]; current: string }) {
  return (
    <ul className="wl-lottery__games">
      {games.map((game) => (
        <li key={`${game.vassalage}-${game.gameCode}`}>
          <Link
            href={gameHref(game)}
            className="wl-lottery__game-link"
            aria-current={game.gameCode === current ? 'page' : undefined}
          >
            {game.gameName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
