import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { walletCalls, type VendorWallet } from '../api';
import { availableIn, chooseSide, MAIN_WALLET, type TransferSides } from '../transferSides';

/** A cent is the least one can move; the platform's limit of one transfer is the most. */
const MIN_TRANSFER = 0.01;
const MAX_TRANSFER = 1_000_000_000;

/**
 * Moves money between the main wallet and one vendor wallet (walletTransfer), one intent per
 * send (core useMoneyIntent): a lost answer is asked for before anything else is sent, and a
 * confirmed form starts again empty, without a rule shown.
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

  // A confirmed transfer starts a new, untouched amount field (its "left" check included).
  const [generation, setGeneration] = useState(0);

  const submission = useMoneyIntent({
    operation: 'walletTransfer',
    validate: () => {
      const problem = checkAmount(amount, {
        min: MIN_TRANSFER,
        max: MAX_TRANSFER,
        available,
      });
      setAmountProblem(problem);
      return problem === null;
    },
    identity: () => ({ ...sides, amount: parseAmount(amount)! }),
    describe: ({ from, to, amount: value }) =>
      t('transfer.intent', { amount: formatAmount(value), from: nameOf(from), to: nameOf(to) }),
    send: (request, idempotencyKey) => walletCalls.transfer(request, idempotencyKey),
    onApplied: (_answer, { from, to, amount: value }) => {
      setAmount('');
      setAmountProblem(undefined);
      setGeneration((n) => n + 1);
      showToast({
        title: t('transfer.done_title'),
        body: t('transfer.done', {
          amount: formatAmount(value),
          from: nameOf(from),
          to: nameOf(to),
        }),
        tone: 'success',
      });
    },
  });
  const locked = submission.pending || submission.blocked;
  const change = (next: () => void) => {
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
            disabled={locked}
          />
        ))}
      </div>
      <AmountField
        key={generation}
        disabled={locked}
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
      <IntentNotice intent={submission} />
      <button type="submit" className="wl-button" disabled={locked}>
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
  disabled,
}: {
  label: string;
  value: string;
  onChange: (wallet: string) => void;
  mainLabel: string;
  maintenanceLabel: string;
  vendors: readonly VendorWallet[];
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="wl-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
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
