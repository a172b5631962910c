import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { createDeposit, type DepositChannel, type DepositOrder } from '../api';

/** Bank transfers and e-wallets are matched by the payer's name; QR and USDT carry the order. */
const ASKS_PAYER_NAME = new Set<DepositChannel['kind']>(['BANK', 'EWALLET']);

/**
 * One channel's form: its method, the amount within the channel's limits (presets as buttons) and,
 * for transfers, the payer's name. One order is one intent (core useMoneyIntent): a double click
 * makes one order, and an order whose answer was lost (or a reload left unanswered) is asked for
 * before another can be made, in whichever channel's form the page shows.
 */
export function DepositForm({
  channel,
  currency,
  onCreated,
}: {
  channel: DepositChannel;
  currency: string;
  onCreated: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation('deposit');
  const options = usePluginOptions('deposit');
  const methodLegend = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState(channel.methods[0]!.code);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  // undefined: the field checks itself once left; a problem: the rule a submit stopped at.
  const [problem, setProblem] = useState<AmountProblem | undefined>(undefined);
  const askPayerName = options.askPayerName && ASKS_PAYER_NAME.has(channel.kind);

  const send = useMoneyIntent({
    operation: 'depositCreate',
    validate: () => {
      const broken = checkAmount(amount, { min: channel.min, max: channel.max });
      setProblem(broken ?? undefined);
      if (broken) amountInput.current?.focus();
      return broken === null;
    },
    identity: () => ({
      channelId: channel.id,
      // the channel's name: a reload may show another channel's form, and the words need it
      channel: channel.name,
      method,
      amount: parseAmount(amount)!,
      payerName: (askPayerName && payerName.trim()) || null,
    }),
    describe: ({ amount: value, channel: name }) =>
      t('intent', { amount: formatAmount(value), channel: name }),
    send: ({ channelId, method: code, amount: value, payerName: name }, idempotencyKey) =>
      createDeposit(
        { channelId, method: code, amount: value, ...(name ? { payerName: name } : {}) },
        idempotencyKey,
      ),
    onApplied: (order) => onCreated(order),
  });
  const locked = send.pending || send.blocked;

  const changeAmount = (value: string) => {
    setAmount(value);
    setProblem(undefined);
    send.clearError();
  };

  return (
    <form className="wl-deposit__form" onSubmit={send.onSubmit} noValidate aria-busy={send.pending}>
      {channel.methods.length > 1 && (
        <fieldset className="wl-deposit__methods" aria-labelledby={methodLegend}>
          <legend id={methodLegend}>{t('method')}</legend>
          {channel.methods.map((item) => (
            <label key={item.code} className="wl-deposit__method">
              <input
                type="radio"
                name="method"
                value={item.code}
                checked={method === item.code}
                disabled={locked}
                onChange={() => {
                  setMethod(item.code);
                  send.clearError();
                }}
              />
              {item.name}
            </label>
          ))}
        </fieldset>
      )}
      <AmountField
        ref={amountInput}
        name="amount"
        label={t('amount', { currency })}
        min={channel.min}
        max={channel.max}
        presets={channel.presets}
        disabled={locked}
        value={amount}
        onChange={changeAmount}
        {...(problem ? { error: problem } : {})}
      />
      {askPayerName && (
        <Field
          label={t('payer_name')}
          name="payerName"
          autoComplete="name"
          maxLength={64}
          value={payerName}
          placeholder={t('payer_name_hint')}
          disabled={locked}
          onChange={(event) => {
            setPayerName(event.target.value);
            send.clearError();
          }}
        />
      )}
      <FormError messageKey={send.errorKey} />
      <IntentNotice intent={send} />
      <button type="submit" className="wl-button" disabled={locked}>
        {send.pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
