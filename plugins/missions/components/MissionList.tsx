import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import type { Mission } from '../api';
import { useAfterPayment } from '../useAfterPayment';
import { MissionCard } from './MissionCard';

/**
 * Missions as cards, each with its claim. A claim's answer carries the claimable count left, so
 * the badge drops at once; a refusal reads the list and the count again, and says why in a toast
 * (the card it came from may change state and lose its button).
 */
export function MissionList({ missions, label }: { missions: Mission[]; label: string }) {
  const { t } = useTranslation('missions');
  const core = useTranslation('core').t;
  const afterPayment = useAfterPayment();
  if (missions.length === 0) return <p className="wl-missions__empty">{t('empty')}</p>;
  return (
    <ul className="wl-missions__list" aria-label={label}>
      {missions.map((mission) => (
        <MissionCard
          key={mission.missionId}
          mission={mission}
          onClaimed={(answer) => {
            showToast({
              title: t('claimed_toast', { amount: formatAmount(answer.reward) }),
              tone: 'success',
            });
            afterPayment({ paid: true, claimable: answer.unclaimedCount });
          }}
          onRefused={(error) => {
            showToast({ title: core(errorMessageKey(error)), tone: 'error' });
            afterPayment({ paid: false });
          }}
        />
      ))}
    </ul>
  );
}
