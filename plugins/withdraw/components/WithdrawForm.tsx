import { useAmountAndPassword } from '../../../core/ui/money/useAmountAndPassword';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { maskBankNumber } from '../../../core/ui/money/maskBankNumber';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { createWithdrawal, type CreatedWithdrawal, type WithdrawSettings } from '../api';
import { submitBlock } from '../rules';

/**
 * The withdrawal request (issue 12 point 6): a bound card (masked), the amount within the
 * merchant's limits and the withdrawable balance, the turnover still to wager, and the funds
 * password. One send is one intent (core useMoneyIntent): a lost answer is asked for before the
 * form can send again, so a changed amount is never answered with the request before.
 */
export function WithdrawForm({
  settings,
  onCreated,
}: {
  settings: WithdrawSettings;
  onCreated: (withdrawal: CreatedWithdrawal) => void;
}) {
  const { t } = useTranslation('withdraw');
  const symbol = useCurrencySymbol();
  const ids = { card: useId(), block: useId() };
  const [cardId, setCardId] = useState(settings.bankCards[0]!.id);
  const block = submitBlock(settings);
  const fields = useAmountAndPassword({
    min: settings.min,
    max: settings.max,
    available: settings.withdrawable,
  });

  const send = useMoneyIntent({
    operation: 'withdrawCreate',
    validate: fields.validate,
    identity: () => ({ amount: parseAmount(fields.amount)!, bankCardId: cardId }),
    describe: ({ amount }) =>
      t('form.intent', { amount: formatMoney(amount, symbol, settings.currency) }),
    send: ({ amount, bankCardId }, idempotencyKey) =>
      createWithdrawal({ amount, bankCardId, fundsPassword: fields.password }, idempotencyKey),
    onApplied: (created) => onCreated(created),
  });
  const locked = send.pending || send.blocked;

  return (
    <form
      className="wl-withdraw__form"
      onSubmit={send.onSubmit}
      // any edit (card, amount, password) hides the last attempt's failure
      onChange={send.clearError}
      noValidate
      aria-busy={send.pending}
    >
      <div className="wl-field">
        <label htmlFor={ids.card}>{t('form.card')}</label>
        <select
          id={ids.card}
          name="bankCardId"
          value={cardId}
          disabled={locked}
          onChange={(event) => setCardId(Number(event.target.value))}
        >
          {settings.bankCards.map((card) => (
            <option key={card.id} value={card.id}>
              {`${card.bankName} ${maskBankNumber(card.accountNumber)}`}
            </option>
          ))}
        </select>
      </div>
      <AmountField
        {...fields.amountField}
        name="amount"
        label={t('form.amount', { currency: settings.currency })}
        min={settings.min}
        max={settings.max}
        available={settings.withdrawable}
        disabled={locked}
      />
      <dl className="wl-withdraw__facts">
        <div>
          <dt>{t('form.withdrawable')}</dt>
          <dd>{formatMoney(settings.withdrawable, symbol, settings.currency)}</dd>
        </div>
        <div>
          <dt>{t('form.turnover')}</dt>
          <dd>{formatMoney(settings.turnover.remaining, symbol, settings.currency)}</dd>
        </div>
        <div>
          <dt>{t('form.today')}</dt>
          <dd>
            {t('form.today_value', { used: settings.todayCount, limit: settings.dailyLimit })}
          </dd>
        </div>
      </dl>
      <p className="wl-field__hint">
        {t('form.turnover_rule', { multiplier: settings.turnover.multiplier })}
      </p>
      <FundsPasswordField {...fields.passwordField} name="fundsPassword" disabled={locked} />
      <FormError messageKey={send.errorKey} />
      <IntentNotice intent={send} />
      {block && (
        <p id={ids.block} className="wl-withdraw__block" role="note">
          {t(block.key, block.values)}
        </p>
      )}
      <button
        type="submit"
        className="wl-button"
        disabled={locked || block !== null}
        aria-describedby={block ? ids.block : undefined}
      >
        {send.pending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
