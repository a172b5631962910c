import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { claimRebate, type RebateClaim } from '../api';
import { isRefusal } from '../claimIntent';

/**
 * One claim button: every game type (`gameType` absent) or one. A click is one intent
 * (`intentScope`): a double click, a retry or a reload mid-claim reuse its key, so the platform
 * pays once. Off while there is nothing to claim or a claim is running.
 */
export function ClaimButton({
  gameType,
  asOf,
  disabled,
  label,
  primary = false,
  onClaimed,
}: {
  gameType?: string;
  /** The summary's instant: the claim pays the bets counted up to it, the amount shown. */
  asOf: string;
  disabled: boolean;
  label: string;
  primary?: boolean;
  onClaimed: (claim: RebateClaim) => void;
}) {
  const { t } = useTranslation('manual-rebate');
  const claim = useSubmit({
    intentScope: `manual-rebate.${gameType ?? 'all'}`,
    action: async ({ idempotencyKey }) => {
      onClaimed(await claimRebate({ ...(gameType ? { gameType } : {}), asOf }, idempotencyKey));
    },
    onError: (error) => {
      if (isRefusal(error)) claim.newIntent();
    },
  });
  return (
    <div className="wl-manual-rebate__claim">
      <button
        type="button"
        className={primary ? 'wl-button' : 'wl-button wl-button--ghost'}
        disabled={disabled || claim.pending}
        aria-busy={claim.pending}
        onClick={() => void claim.submit()}
      >
        {claim.pending ? t('claim.pending') : label}
      </button>
      <FormError messageKey={claim.errorKey} />
    </div>
  );
}
