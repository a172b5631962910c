import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { claimMission, type Mission, type MissionClaimed } from '../api';

interface ClaimButtonProps {
  mission: Mission;
  onClaimed: (answer: MissionClaimed) => void;
  /** A refusal (claimed in another tab, no longer complete): the list is out of date. */
  onRefused: (error: unknown) => void;
}

/**
 * Claims one mission's reward. The intent (and its idempotency key) is this mission's in this
 * period, so a double click, a retry or a reload in the middle pays it once; the platform refuses
 * a second tab's claim.
 */
export function ClaimButton({ mission, onClaimed, onRefused }: ClaimButtonProps) {
  const { t } = useTranslation('missions');
  const submission = useSubmit({
    intentScope: `mission-claim-${mission.missionId}-${mission.periodStart}`,
    // paid once: a click after the answer, before the list catches up, sends nothing
    final: true,
    action: async ({ idempotencyKey }) => {
      onClaimed(await claimMission(mission.missionId, idempotencyKey));
    },
    onError: onRefused,
  });
  return (
    <div className="wl-missions__claim">
      <button
        type="button"
        className="wl-button"
        aria-label={t('claim_named', { title: mission.title })}
        disabled={submission.pending || submission.done}
        onClick={() => void submission.submit()}
      >
        {submission.pending ? t('claiming') : t('claim')}
      </button>
      <FormError messageKey={submission.errorKey} />
    </div>
  );
}
