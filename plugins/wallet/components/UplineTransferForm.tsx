import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { MEMBER_NS } from '../../../core/i18n/i18n';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { checkFundsPassword } from '../../../core/ui/money/checkFundsPassword';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { walletCalls } from '../api';

const MIN_TRANSFER = 0.01;
const MAX_TRANSFER = 1_000_000_000;

/**
 * Amount and funds password, then a confirm step naming the upline account, then the transfer
 * (transferUpline), one intent per send (core useMoneyIntent): a lost answer is asked for
 * before anything else can be sent.
 */
export function UplineTransferForm({
  uplineAccount,
  main,
  hasFundsPassword,
}: {
  uplineAccount: string;
  main: number;
  /** The member has set a funds password: the platform then wants it with the transfer. */
  hasFundsPassword: boolean;
}) {
  const { t } = useTranslation('wallet');
  // The funds-password rules are core's member-side texts (core/ui/money).
  const { t: member } = useTranslation(MEMBER_NS);
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null | undefined>(undefined);
  const [passwordProblem, setPasswordProblem] = useState<string | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  // Focus follows the step: the confirm button when it opens, the amount when the person goes back.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const stepShown = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (stepShown.current) amountRef.current?.focus();
    stepShown.current = true;
  }, [confirming]);
  // Asked for when the member has one; also once the platform says it is needed after all.
  const [platformWantsPassword, setPlatformWantsPassword] = useState(false);
  const askPassword = hasFundsPassword || platformWantsPassword;
  const value = parseAmount(amount);

  const check = () => {
    const amountRule = checkAmount(amount, {
      min: MIN_TRANSFER,
      max: MAX_TRANSFER,
      available: main,
    });
    const passwordRule = askPassword ? checkFundsPassword(password) : null;
    setAmountProblem(amountRule);
    setPasswordProblem(passwordRule ? member(passwordRule) : null);
    return amountRule === null && passwordRule === null;
  };

  const send = useMoneyIntent({
    operation: 'transferUpline',
    validate: check,
    identity: () => ({ account: uplineAccount, amount: value! }),
    describe: ({ account, amount: sent }) =>
      t('upline.intent', { amount: formatAmount(sent), account }),
    send: ({ amount: sent }, idempotencyKey) =>
      walletCalls.transferUpline(
        { amount: sent, ...(askPassword ? { fundsPassword: password } : {}) },
        idempotencyKey,
      ),
    onApplied: (_answer, { amount: sent }) => {
      setAmount('');
      setPassword('');
      setConfirming(false);
      setAmountProblem(undefined);
      setPasswordProblem(undefined);
      showToast({
        title: t('upline.done_title'),
        body: t('upline.done', { amount: formatAmount(sent), account: uplineAccount }),
        tone: 'success',
      });
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.code === 'FUNDS_PASSWORD_WRONG') {
        setPlatformWantsPassword(true);
        setConfirming(false);
      }
    },
  });
  const locked = send.pending || send.blocked;

  const editAmount = (next: string) => {
    send.clearError();
    setAmount(next);
    setAmountProblem(undefined);
  };

  if (confirming)
    return (
      <div
        className="wl-wallet__form"
        role="group"
        aria-labelledby={titleId}
        aria-busy={send.pending}
      >
        <h3 id={titleId}>{t('upline.confirm_title')}</h3>
        <p>{t('upline.confirm_text', { amount: formatAmount(value!), account: uplineAccount })}</p>
        <FormError messageKey={send.errorKey} />
        <IntentNotice intent={send} />
        <div className="wl-wallet__actions">
          <button
            ref={confirmRef}
            type="button"
            className="wl-button"
            disabled={locked}
            onClick={() => void send.submit()}
          >
            {t('upline.confirm')}
          </button>
          <button
            type="button"
            className="wl-button wl-button--ghost"
            disabled={locked}
            onClick={() => {
              send.clearError();
              setConfirming(false);
            }}
          >
            {t('upline.back')}
          </button>
        </div>
      </div>
    );

  return (
    <form
      className="wl-wallet__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) setConfirming(true);
      }}
    >
      <h3 id={titleId}>{t('upline.form_title')}</h3>
      <p>
        {t('upline.to')} <strong>{uplineAccount}</strong>
      </p>
      <AmountField
        label={t('upline.amount')}
        name="amount"
        ref={amountRef}
        min={MIN_TRANSFER}
        max={MAX_TRANSFER}
        available={main}
        value={amount}
        disabled={locked}
        onChange={editAmount}
        {...(amountProblem === undefined ? {} : { error: amountProblem })}
      />
      {askPassword && (
        <FundsPasswordField
          name="fundsPassword"
          value={password}
          onChange={(next) => {
            send.clearError();
            setPassword(next);
            setPasswordProblem(undefined);
          }}
          {...(passwordProblem === undefined ? {} : { error: passwordProblem })}
        />
      )}
      <FormError messageKey={send.errorKey} />
      <IntentNotice intent={send} />
      <button type="submit" className="wl-button" disabled={locked}>
        {t('upline.next')}
      </button>
    </form>
  );
}
