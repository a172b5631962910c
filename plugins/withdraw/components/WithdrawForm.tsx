import { useAmountAndPassword } from '../../../core/ui/money/useAmountAndPassword';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { maskBankNumber } from '../../../core/ui/money/maskBankNumber';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { createWithdrawal, type CreatedWithdrawal, type WithdrawSettings } from '../api';
import { isRefusal, submitBlock } from '../rules';

/**
 * The withdrawal request (issue 12 point 6): a bound card (masked), the amount within the
 * merchant's limits and the withdrawable balance, the turnover still to wager, and the funds
 * password. One submit is one intent (`intentScope: 'withdraw'`): a double click, a retry or a
 * reload mid-submit reuse its key, so the platform holds the money once. The key is given up only
 * once the outcome is known: after success, or when the platform refused (nothing moved), so a
 * corrected form is not answered with the refusal before. After a timeout the request may have
 * been applied: whatever the person then changes is answered with that first outcome.
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

  const send = useSubmit({
    intentScope: 'withdraw',
    validate: fields.validate,
    action: async ({ idempotencyKey }) => {
      const created = await createWithdrawal(
        {
          amount: parseAmount(fields.amount)!,
          bankCardId: cardId,
          fundsPassword: fields.password,
        },
        idempotencyKey,
      );
      onCreated(created);
    },
    onError: (error) => {
      if (isRefusal(error)) send.newIntent();
    },
  });

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
      <FundsPasswordField {...fields.passwordField} name="fundsPassword" />
      <FormError messageKey={send.errorKey} />
      {block && (
        <p id={ids.block} className="wl-withdraw__block" role="note">
          {t(block.key, block.values)}
        </p>
      )}
      <button
        type="submit"
        className="wl-button"
        disabled={send.pending || block !== null}
        aria-describedby={block ? ids.block : undefined}
      >
        {send.pending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
