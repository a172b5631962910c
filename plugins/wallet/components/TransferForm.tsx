import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { walletCalls, type VendorWallet } from '../api';
import { refreshWallet } from '../refreshWallet';
import {
  availableIn,
  chooseSide,
  MAIN_WALLET,
  transferScope,
  type TransferSides,
} from '../transferSides';

/** A cent is the least one can move; the platform's limit of one transfer is the most. */
const MIN_TRANSFER = 0.01;
const MAX_TRANSFER = 1_000_000_000;

/**
 * Moves money between the main wallet and one vendor wallet (walletTransfer). The intent (sides
 * and amount) names its idempotency key, so a double click, a retry or a reload moves it once.
 */
export function TransferForm({
  main,
  vendors,
}: {
  main: number;
  vendors: readonly VendorWallet[];
}) {
  const { t } = useTranslation('wallet');
  const presets = usePluginOptions('wallet').transferPresets;
  const titleId = useId();
  const [sides, setSides] = useState<TransferSides>(() =>
    chooseSide({ from: MAIN_WALLET, to: MAIN_WALLET }, 'from', MAIN_WALLET, vendors),
  );
  const [amount, setAmount] = useState('');
  // undefined: the field checks itself once left; set by a submit that found a broken rule.
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null | undefined>(undefined);
  const available = availableIn(sides.from, main, vendors);
  const nameOf = (wallet: string) =>
    wallet === MAIN_WALLET
      ? t('transfer.main')
      : (vendors.find((v) => v.vendor === wallet)?.displayName ?? wallet);

  const submission = useSubmit({
    intentScope: transferScope(sides, amount),
    validate: () => {
      const problem = checkAmount(amount, {
        min: MIN_TRANSFER,
        max: MAX_TRANSFER,
        available,
      });
      setAmountProblem(problem);
      return problem === null;
    },
    action: async ({ idempotencyKey }) => {
      const value = parseAmount(amount)!;
      await walletCalls.transfer({ ...sides, amount: value }, idempotencyKey);
      setAmount('');
      setAmountProblem(undefined);
      await refreshWallet();
      showToast({
        title: t('transfer.done_title'),
        body: t('transfer.done', {
          amount: formatAmount(value),
          from: nameOf(sides.from),
          to: nameOf(sides.to),
        }),
        tone: 'success',
      });
    },
  });
  // Another wallet or amount is another intent: its own key.
  const change = (next: () => void) => {
    submission.newIntent();
    submission.clearError();
    next();
  };
  const pick = (side: keyof TransferSides, wallet: string) =>
    change(() => setSides(chooseSide(sides, side, wallet, vendors)));

  return (
    <form
      className="wl-wallet__form"
      aria-labelledby={titleId}
      aria-busy={submission.pending}
      noValidate
      onSubmit={submission.onSubmit}
    >
      <h3 id={titleId}>{t('transfer.form_title')}</h3>
      <div className="wl-wallet__sides">
        {(['from', 'to'] as const).map((side) => (
          <WalletSelect
            key={side}
            label={t(`transfer.${side}`)}
            value={sides[side]}
            onChange={(wallet) => pick(side, wallet)}
            mainLabel={t('transfer.main')}
            maintenanceLabel={t('transfer.maintenance')}
            vendors={vendors}
          />
        ))}
      </div>
      <AmountField
        label={t('transfer.amount')}
        name="amount"
        min={MIN_TRANSFER}
        max={MAX_TRANSFER}
        available={available}
        presets={presets}
        value={amount}
        onChange={(value) =>
          change(() => {
            setAmount(value);
            setAmountProblem(undefined);
          })
        }
        {...(amountProblem === undefined ? {} : { error: amountProblem })}
      />
      <FormError messageKey={submission.errorKey} />
      <button type="submit" className="wl-button" disabled={submission.pending}>
        {submission.pending ? t('transfer.sending') : t('transfer.submit')}
      </button>
    </form>
  );
}

function WalletSelect({
  label,
  value,
  onChange,
  mainLabel,
  maintenanceLabel,
  vendors,
}: {
  label: string;
  value: string;
  onChange: (wallet: string) => void;
  mainLabel: string;
  maintenanceLabel: string;
  vendors: readonly VendorWallet[];
}) {
  const id = useId();
  return (
    <div className="wl-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={MAIN_WALLET}>{mainLabel}</option>
        {vendors.map((wallet) => (
          <option key={wallet.vendor} value={wallet.vendor} disabled={wallet.maintenance}>
            {wallet.maintenance
              ? `${wallet.displayName} (${maintenanceLabel})`
              : wallet.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
