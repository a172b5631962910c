import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { claimReward, type ClaimedReward, type Reward } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface ClaimButtonProps {
  reward: Reward;
  onClaimed: (answer: ClaimedReward, reward: Reward) => void;
  /**
   * A failure, by its catalogue key. A refusal (claimed in another tab, expired meanwhile) means
   * the list is out of date and this row leaves it, so the page, not the row, says why.
   */
  onRefused: (messageKey: string) => void;
}

/**
 * Claims one reward. The intent (and its idempotency key) is this reward's, so a double click, a
 * retry or a reload in the middle pays it once; the platform refuses a second tab's claim.
 */
export function ClaimButton({ reward, onClaimed, onRefused }: ClaimButtonProps) {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const submission = useSubmit({
    intentScope: `reward-claim-${reward.rewardId}`,
    // paid once: a click after the answer, before the row leaves, sends nothing
    final: true,
    action: async ({ idempotencyKey }) => {
      onClaimed(await claimReward(reward.rewardId, idempotencyKey), reward);
    },
    onError: (error) => onRefused(errorMessageKey(error)),
  });
  return (
    <button
      type="button"
      className="wl-button"
      aria-label={t('claim_named', { title: reward.title })}
      disabled={submission.pending || submission.done}
      onClick={() => void submission.submit()}
    >
      {submission.pending ? t('claiming') : t('claim')}
    </button>
  );
}
