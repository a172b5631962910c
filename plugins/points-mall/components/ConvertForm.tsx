import { useAmountAndPassword } from '../../../core/ui/money/useAmountAndPassword';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount } from '../../../core/ui/money/checkAmount';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { convertCash, type Converted, type PointConfig } from '../api';
import { formatPoints } from '../formatPoints';
import { pointsForCash } from '../redeemRules';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * Cash to points (§2 points mall, MCS2_convertPoint): the amount within the merchant's limits, the
 * points it buys shown as it is typed, and the funds password. One submit is one intent (core
 * useMoneyIntent): the cash leaves the main wallet once, and a lost answer is asked for before
 * anything else is sent.
 */
export function ConvertForm({
  config,
  currency,
  onConverted,
}: {
  config: PointConfig;
  currency: string;
  onConverted: (converted: Converted) => void;
}) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const previewId = useId();
  const [done, setDone] = useState<Converted | null>(null);
  const rules = { min: config.minConvert, max: config.maxConvert };
  const fields = useAmountAndPassword(rules);
  const typed = checkAmount(fields.amount, rules) === null ? parseAmount(fields.amount) : null;
  const preview = typed === null ? 0 : pointsForCash(typed, config.exchangeRatio);

  const send = useMoneyIntent({
    operation: 'convertPoint',
    validate: fields.validate,
    identity: () => ({ amount: parseAmount(fields.amount)! }),
    describe: ({ amount }) => t('convert.intent', { amount: formatAmount(amount) }),
    send: ({ amount }, idempotencyKey) =>
      convertCash({ amount, fundsPassword: fields.password }, idempotencyKey),
    onApplied: (converted) => {
      setDone(converted);
      fields.clear();
      onConverted(converted);
    },
  });
  const locked = send.pending || send.blocked;

  return (
    <section className="wl-points-convert" aria-labelledby="wl-points-convert-title">
      <h2 id="wl-points-convert-title">{t('convert.title')}</h2>
      <p>{t('convert.intro')}</p>
      <form
        onSubmit={send.onSubmit}
        noValidate
        aria-busy={send.pending}
        // an edit hides the last attempt's failure; a new amount, the last conversion's result
        onChange={(event) => {
          send.clearError();
          const edited: EventTarget = event.target;
          if (edited instanceof HTMLInputElement && edited.name === 'amount') setDone(null);
        }}
      >
        <AmountField
          {...fields.amountField}
          key={`amount-${fields.generation}`}
          disabled={locked}
          name="amount"
          label={t('convert.amount', { currency })}
          min={config.minConvert}
          max={config.maxConvert}
        />
        <p
          id={previewId}
          className="wl-points-convert__preview"
          aria-live="polite"
          data-testid="convert-preview"
        >
          {t('convert.you_get', { points: formatPoints(preview) })}
        </p>
        <FundsPasswordField
          key={`password-${fields.generation}`}
          {...fields.passwordField}
          disabled={locked}
          name="fundsPassword"
        />
        <FormError messageKey={send.errorKey} />
        <IntentNotice intent={send} />
        {done && (
          <p className="wl-points-convert__done" role="status">
            {t('convert.done', {
              amount: formatAmount(done.amount),
              points: formatPoints(done.points),
              balance: formatPoints(done.pointsBalance),
            })}
          </p>
        )}
        <button type="submit" className="wl-button" disabled={locked} aria-describedby={previewId}>
          {send.pending ? t('convert.submitting') : t('convert.submit')}
        </button>
      </form>
    </section>
  );
}
