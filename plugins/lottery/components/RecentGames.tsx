import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useRecentLottery } from '../api';
import type { LotteryKind } from '../lotteryRoute';
import { GameLinks } from './GameLinks';

/** The member's recently played lottery games. */
export function RecentGames({ kind, current }: { kind: LotteryKind; current: string }) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const recent = useRecentLottery(kind);
  return (
    <section className="wl-lottery__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-lottery__panel-title">
        {t('recent.title')}
      </h2>
      {recent.isPending && <Spinner />}
      {recent.isError && <ErrorPanel error={recent.error} onRetry={() => void recent.refetch()} />}
      {recent.data?.length === 0 && <p>{t('recent.empty')}</p>}
      {recent.data && recent.data.length > 0 && <GameLinks games={recent.data} current={current} />}
    </section>
  );
}
