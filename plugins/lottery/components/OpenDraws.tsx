import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useOpenedDraws } from '../api';
import { formatCountdown, msUntil } from '../countdown';
import { summariseDraws } from '../draws';
import type { LotteryKind } from '../lotteryRoute';
import { useNow } from '../../../core/runtime/useNow';

/** Issues of the game still taking bets, each with a live countdown, and the last result. */
export function OpenDraws({ kind, gameCode }: { kind: LotteryKind; gameCode: string }) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const draws = useOpenedDraws(kind, gameCode);
  const now = useNow();
  const summary = draws.data ? summariseDraws(draws.data, now) : null;
  // An unknown game is already explained beside the frame; no second message here.
  if (draws.error instanceof ApiError && draws.error.code === 'NOT_FOUND') return null;
  return (
    <section className="wl-lottery__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-lottery__panel-title">
        {t('draws.title')}
      </h2>
      {draws.isPending && <Spinner />}
      {draws.isError && <ErrorPanel error={draws.error} onRetry={() => void draws.refetch()} />}
      {summary && summary.open.length === 0 && <p>{t('draws.none_open')}</p>}
      {summary && summary.open.length > 0 && (
        <ul className="wl-lottery__draws">
          {summary.open.map((draw) => (
            <li key={draw.numero}>
              <span>{t('draws.issue', { numero: draw.numero })}</span>{' '}
              <span>{t('draws.closes_in')}</span>{' '}
              {/* role=timer is not announced on each tick, so screen readers are not flooded. */}
              <time role="timer" dateTime={draw.closeTime} className="wl-lottery__countdown">
                {formatCountdown(msUntil(draw.closeTime, now))}
              </time>
            </li>
          ))}
        </ul>
      )}
      {summary?.last && (
        <div className="wl-lottery__result">
          <h3 className="wl-lottery__menu-title">{t('draws.last_result')}</h3>
          <p>{t('draws.issue', { numero: summary.last.numero })}</p>
          <ol
            className="wl-lottery__balls"
            aria-label={t('draws.numbers', { numero: summary.last.numero })}
          >
            {summary.last.numbers.map((number, index) => (
              <li key={index} className="wl-lottery__ball">
                {number}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
