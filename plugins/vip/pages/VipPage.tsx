import '../vip.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useRankProgress, useVipBonusList } from '../api';
import { BonusList } from '../components/BonusList';
import { LevelTable } from '../components/LevelTable';
import { ProgressBar } from '../components/ProgressBar';

/**
 * Member centre page vipBonus: the member's VIP level, progress bars to the next level (deposits
 * and valid bets), the ladder of levels and the VIP bonuses granted to the member.
 */
export default function VipPage() {
  const { t } = useTranslation('vip');
  const { showLevelTable } = usePluginOptions('vip');
  const progress = useRankProgress();
  const bonuses = useVipBonusList();
  const p = progress.data;
  return (
    <section className="wl-vip" aria-labelledby="wl-vip-title">
      <h2 id="wl-vip-title">{t('title')}</h2>
      {progress.isPending && <Spinner />}
      {progress.isError && (
        <ErrorPanel error={progress.error} onRetry={() => void progress.refetch()} />
      )}
      {p && (
        <section className="wl-vip__level" aria-labelledby="wl-vip-level">
          <h3 id="wl-vip-level">{t('level.heading')}</h3>
          <p className="wl-vip__name">{t('level.current', { name: p.currentRankName })}</p>
          {p.nextRankName !== undefined &&
          p.nextDeposit !== undefined &&
          p.nextTurnover !== undefined ? (
            <>
              <p>{t('level.next', { name: p.nextRankName })}</p>
              <ProgressBar
                label={t('progress.deposit')}
                share={p.depositProgress}
                have={p.deposits}
                need={p.nextDeposit}
              />
              <ProgressBar
                label={t('progress.turnover')}
                share={p.betProgress}
                have={p.turnover}
                need={p.nextTurnover}
              />
            </>
          ) : (
            <p>{t('level.top')}</p>
          )}
        </section>
      )}
      {bonuses.isError && (
        <ErrorPanel error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      )}
      {bonuses.data && showLevelTable && (
        <LevelTable levels={bonuses.data.levels} current={bonuses.data.currentLevel} />
      )}
      {bonuses.data && (
        <section aria-labelledby="wl-vip-bonuses">
          <h3 id="wl-vip-bonuses">{t('bonuses.heading')}</h3>
          <BonusList bonuses={bonuses.data.received} />
        </section>
      )}
    </section>
  );
}
