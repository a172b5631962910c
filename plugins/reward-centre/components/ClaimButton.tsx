import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { claimReward, type ClaimedReward, type Reward } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface ClaimButtonProps {
  reward: Reward;
  onClaimed: (answer: ClaimedReward, reward: Reward) => void;
  /**
   * A refusal, by its catalogue key (claimed in another tab, expired meanwhile): the list is out
   * of date and this row leaves it, so the page, not the row, says why.
   */
  onRefused: (messageKey: string) => void;
}

/**
 * Claims one reward, one intent per reward (core useMoneyIntent): a double click pays it once,
 * and a lost answer is asked for before this reward's button sends anything else; the platform
 * refuses a second tab's claim.
 */
export function ClaimButton({ reward, onClaimed, onRefused }: ClaimButtonProps) {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const submission = useMoneyIntent({
    operation: 'rewardClaim',
    scope: `rewardClaim.${reward.rewardId}`,
    // paid once: a click after the answer, before the row leaves, sends nothing
    final: true,
    identity: () => ({ rewardId: reward.rewardId, title: reward.title, amount: reward.amount }),
    describe: ({ title }) => t('claim_intent', { title }),
    send: ({ rewardId }, idempotencyKey) => claimReward(rewardId, idempotencyKey),
    onApplied: (answer) => onClaimed(answer, reward),
    onRefused: (error) => onRefused(errorMessageKey(error)),
  });
  return (
    <>
      <button
        type="button"
        className="wl-button"
        aria-label={t('claim_named', { title: reward.title })}
        disabled={submission.pending || submission.blocked || submission.done}
        onClick={() => void submission.submit()}
      >
        {submission.pending ? t('claiming') : t('claim')}
      </button>
      <IntentNotice intent={submission} />
    </>
  );
}
