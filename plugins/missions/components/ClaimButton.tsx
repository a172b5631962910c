import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { claimMission, type Mission, type MissionClaimed } from '../api';

interface ClaimButtonProps {
  mission: Mission;
  onClaimed: (answer: MissionClaimed) => void;
  /** A refusal (claimed in another tab, no longer complete): the list is out of date. */
  onRefused: (error: unknown) => void;
}

/**
 * Claims one mission's reward, one intent per mission (core useMoneyIntent): a double click pays
 * it once, and a lost answer is asked for before this mission's button sends anything else; the
 * platform refuses a second tab's claim.
 */
export function ClaimButton({ mission, onClaimed, onRefused }: ClaimButtonProps) {
  const { t } = useTranslation('missions');
  const submission = useMoneyIntent({
    operation: 'missionClaim',
    scope: `missionClaim.${mission.missionId}`,
    // paid once: a click after the answer, before the list catches up, sends nothing
    final: true,
    identity: () => ({
      missionId: mission.missionId,
      periodStart: mission.periodStart,
      title: mission.title,
      reward: mission.reward,
    }),
    describe: ({ title, reward }) => t('claim_intent', { title, amount: formatAmount(reward) }),
    send: ({ missionId }, idempotencyKey) => claimMission(missionId, idempotencyKey),
    onApplied: (answer) => onClaimed(answer),
    onRefused,
  });
  return (
    <div className="wl-missions__claim">
      <button
        type="button"
        className="wl-button"
        aria-label={t('claim_named', { title: mission.title })}
        disabled={submission.pending || submission.blocked || submission.done}
        onClick={() => void submission.submit()}
      >
        {submission.pending ? t('claiming') : t('claim')}
      </button>
      <IntentNotice intent={submission} />
      <FormError messageKey={submission.errorKey} />
    </div>
  );
}
