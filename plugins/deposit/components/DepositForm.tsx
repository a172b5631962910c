import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { createDeposit, type DepositChannel, type DepositInput, type DepositOrder } from '../api';
import { closeIntent, isOpenIntent, openIntent } from '../depositIntent';

/** Bank transfers and e-wallets are matched by the payer's name; QR and USDT carry the order. */
const ASKS_PAYER_NAME = new Set<DepositChannel['kind']>(['BANK', 'EWALLET']);

/**
 * One channel's form: its method, the amount within the channel's limits (presets as buttons) and,
 * for transfers, the payer's name. One order is one intent (`intentScope: 'deposit'`): a double
 * click, a retry or a reload mid-submit reuse its idempotency key, so the platform makes one order.
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

  const request = (): DepositInput => {
    const name = payerName.trim();
    return {
      channelId: channel.id,
      method,
      amount: parseAmount(amount)!,
      ...(askPayerName && name ? { payerName: name } : {}),
    };
  };

  const send = useSubmit({
    intentScope: 'deposit',
    validate: () => {
      const broken = checkAmount(amount, { min: channel.min, max: channel.max });
      setProblem(broken ?? undefined);
      if (broken) {
        amountInput.current?.focus();
        return false;
      }
      // The same order as the open intent (a retry, or typed again after a reload) keeps its key;
      // another channel, method, amount or name is another intent with a key of its own.
      if (!isOpenIntent(request())) send.newIntent();
      return true;
    },
    action: async ({ idempotencyKey }) => {
      const input = request();
      openIntent(input);
      const order = await createDeposit(input, idempotencyKey);
      closeIntent();
      onCreated(order);
    },
  });

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
                onChange={() => setMethod(item.code)}
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
          onChange={(event) => setPayerName(event.target.value)}
        />
      )}
      <FormError messageKey={send.errorKey} />
      <button type="submit" className="wl-button" disabled={send.pending}>
        {send.pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
