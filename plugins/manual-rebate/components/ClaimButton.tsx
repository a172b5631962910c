import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { claimRebate, type RebateClaim } from '../api';
import { useGameTypeName } from '../gameTypeName';

/**
 * One claim button: every game type (`gameType` absent) or one. A click is one intent (core
 * useMoneyIntent, one scope per button): a double click sends it once, and a lost answer is asked
 * for before this button sends anything else. Off while there is nothing to claim, a claim is
 * running or its outcome is not known yet.
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
  const gameTypeName = useGameTypeName();
  const claim = useMoneyIntent({
    operation: 'rebateClaim',
    scope: `rebateClaim.${gameType ?? 'all'}`,
    identity: () => ({ gameType: gameType ?? null, asOf }),
    describe: ({ gameType: type }) =>
      type === null ? t('claim.intent_all') : t('claim.intent', { type: gameTypeName(type) }),
    send: ({ gameType: type, asOf: upTo }, idempotencyKey) =>
      claimRebate({ ...(type === null ? {} : { gameType: type }), asOf: upTo }, idempotencyKey),
    onApplied: (answer) => onClaimed(answer),
  });
  const locked = claim.pending || claim.blocked;
  return (
    <div className="wl-manual-rebate__claim">
      <button
        type="button"
        className={primary ? 'wl-button' : 'wl-button wl-button--ghost'}
        disabled={disabled || locked}
        aria-busy={claim.pending}
        onClick={() => void claim.submit()}
      >
        {claim.pending ? t('claim.pending') : label}
      </button>
      <IntentNotice intent={claim} />
      <FormError messageKey={claim.errorKey} />
    </div>
  );
}
