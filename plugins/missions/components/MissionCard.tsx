import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import type { Mission, MissionClaimed } from '../api';
import { goalText, progressFigures } from '../missionWords';
import { ClaimButton } from './ClaimButton';
import { MissionProgress } from './MissionProgress';

interface MissionCardProps {
  mission: Mission;
  onClaimed: (answer: MissionClaimed) => void;
  onRefused: (error: unknown) => void;
}

/** One mission: what counts, the progress bar with its figures, the reward and its state or claim. */
export function MissionCard({ mission, onClaimed, onRefused }: MissionCardProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  return (
    <li className={`wl-missions__card wl-missions__card--${mission.status.toLowerCase()}`}>
      <div className="wl-missions__card-head">
        <h3 className="wl-missions__card-title">{mission.title}</h3>
        <span className="wl-missions__tag">{t(`period.${mission.period}`)}</span>
      </div>
      <p className="wl-missions__goal">{goalText(t, mission)}</p>
      <MissionProgress
        label={t('progress_label', { title: mission.title })}
        value={mission.progress}
        max={mission.target}
        figures={progressFigures(mission)}
      />
      <div className="wl-missions__card-foot">
        <p className="wl-missions__reward">
          {t('reward', { amount: formatAmount(mission.reward) })}
          {mission.period === 'EVENT' && (
            <span className="wl-missions__ends">
              {t('ends', { date: formatDateTime(mission.periodEnd, lang) })}
            </span>
          )}
        </p>
        {mission.status === 'COMPLETE' ? (
          <ClaimButton mission={mission} onClaimed={onClaimed} onRefused={onRefused} />
        ) : (
          <span className="wl-missions__status">{t(`status.${mission.status}`)}</span>
        )}
      </div>
    </li>
  );
}
