import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { claimAllRewards, type ClaimedAll } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface ClaimAllProps {
  /** Rewards claimable now. */
  count: number;
  /** Their sum, when every one of them is on the page shown (else the hint leaves it out). */
  amount: number | undefined;
  onClaimed: (answer: ClaimedAll) => void;
  /** A refusal, by its catalogue key (the page says it). */
  onRefused: (messageKey: string) => void;
}

/**
 * Claims every claimable reward as one intent (core useMoneyIntent): each is paid once, and a
 * lost answer is asked for before anything else is sent.
 */
export function ClaimAll({ count, amount, onClaimed, onRefused }: ClaimAllProps) {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const submission = useMoneyIntent({
    operation: 'rewardClaimAll',
    identity: () => ({ count }),
    describe: ({ count: n }) => t('claim_all_intent', { count: n }),
    send: (_identity, idempotencyKey) => claimAllRewards(idempotencyKey),
    onApplied: (answer) => onClaimed(answer),
    onRefused: (error) => onRefused(errorMessageKey(error)),
  });
  // Once nothing is left to claim, what became of a claim whose answer was asked for still shows.
  if (count === 0) return <IntentNotice intent={submission} />;
  return (
    <div className="wl-reward-centre__all">
      {amount !== undefined && (
        <p className="wl-reward-centre__hint">
          {t('claim_all_hint', { n: count, amount: formatAmount(amount) })}
        </p>
      )}
      <button
        type="button"
        className="wl-button"
        disabled={submission.pending || submission.blocked}
        onClick={() => void submission.submit()}
      >
        {submission.pending ? t('claiming') : t('claim_all')}
      </button>
      <IntentNotice intent={submission} />
    </div>
  );
}
