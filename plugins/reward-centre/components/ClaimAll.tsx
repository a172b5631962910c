import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { errorMessageKey } from '../../../core/api/ApiError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { claimAllRewards, type ClaimedAll } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface ClaimAllProps {
  /** Rewards claimable now. */
  count: number;
  /** Their sum, when every one of them is on the page shown (else the hint leaves it out). */
  amount: number | undefined;
  onClaimed: (answer: ClaimedAll) => void;
  /** A failure, by its catalogue key (the page says it). */
  onRefused: (messageKey: string) => void;
}

/** Claims every claimable reward with one key for the intent: each is paid once. */
export function ClaimAll({ count, amount, onClaimed, onRefused }: ClaimAllProps) {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const submission = useSubmit({
    intentScope: 'reward-claim-all',
    action: async ({ idempotencyKey }) => onClaimed(await claimAllRewards(idempotencyKey)),
    onError: (error) => onRefused(errorMessageKey(error)),
  });
  if (count === 0) return null;
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
        disabled={submission.pending}
        onClick={() => void submission.submit()}
      >
        {submission.pending ? t('claiming') : t('claim_all')}
      </button>
    </div>
  );
}
