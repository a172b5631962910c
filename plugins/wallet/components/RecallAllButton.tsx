import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { walletCalls, type VendorWallet } from '../api';

/**
 * "Recall all to main" (walletRecallAll): every open vendor wallet's money back to the main wallet
 * in one movement. Offered while some open vendor wallet holds money.
 */
export function RecallAllButton({ vendors }: { vendors: readonly VendorWallet[] }) {
  const { t } = useTranslation('wallet');
  const recall = useMoneyIntent({
    operation: 'walletRecallAll',
    identity: () => ({}),
    describe: () => t('recall.intent'),
    send: (_identity, idempotencyKey) => walletCalls.recallAll(idempotencyKey),
    onApplied: (answer) => {
      showToast({
        title: t('recall.done_title'),
        body:
          answer.total > 0
            ? t('recall.done', { amount: formatAmount(answer.total) })
            : t('recall.nothing'),
        tone: 'success',
      });
    },
  });
  const somethingToRecall = vendors.some((wallet) => !wallet.maintenance && wallet.balance > 0);
  return (
    <div className="wl-wallet__recall">
      <button
        type="button"
        className="wl-button wl-button--ghost"
        disabled={recall.pending || recall.blocked || !somethingToRecall}
        aria-busy={recall.pending}
        onClick={() => void recall.submit()}
      >
        {t('recall.button')}
      </button>
      <FormError messageKey={recall.errorKey} />
      <IntentNotice intent={recall} />
    </div>
  );
}
