import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useWinnerBoard } from '../api';
import { biggestWins } from '../board/biggestWins';
import { BiggestWins } from './BiggestWins';
import { JackpotCounter } from './JackpotCounter';
import { WinnerBoard } from './WinnerBoard';
import './WinnersSection.css';

/**
 * Home's winners row (§2 Home: jackpot winners and biggest wins): the jackpot pool where the
 * site shows it, the winner board and the scrolling biggest wins. Both panels have fixed heights,
 * so the row takes its final size before any data arrives.
 */
export default function WinnersSection() {
  const { t } = useTranslation('winners');
  const options = usePluginOptions('winners');
  const board = useWinnerBoard();
  const list = board.data?.list ?? [];
  const titleId = useId();
  const biggestId = useId();

  return (
    <section className="wl-winners" aria-labelledby={titleId}>
      <h2 id={titleId} className="wl-section-title">
        {t('title')}
      </h2>
      <div className="wl-winners__panels">
        <div className="wl-winners__panel">
          {options.showJackpot && <JackpotCounter />}
          <h3 className="wl-winners__heading">{t('board.title')}</h3>
          {board.isPending && <Spinner />}
          {board.isError && <ErrorPanel error={board.error} onRetry={() => void board.refetch()} />}
          {board.isSuccess && <WinnerBoard entries={list} />}
        </div>
        <div className="wl-winners__panel">
          <h3 className="wl-winners__heading" id={biggestId}>
            {t('biggest.title')}
          </h3>
          {board.isSuccess && <BiggestWins entries={biggestWins(list)} labelledBy={biggestId} />}
        </div>
      </div>
    </section>
  );
}
