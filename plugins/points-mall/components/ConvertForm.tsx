import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { AmountField } from '../../../core/ui/money/AmountField';
import { checkAmount, type AmountProblem } from '../../../core/ui/money/checkAmount';
import { checkFundsPassword } from '../../../core/ui/money/checkFundsPassword';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { convertCash, type Converted, type PointConfig } from '../api';
import { formatPoints } from '../formatPoints';
import { pointsForCash } from '../redeemRules';
import { isRefusal } from '../refusal';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * Cash to points (§2 points mall, MCS2_convertPoint): the amount within the merchant's limits, the
 * points it buys shown as it is typed, and the funds password. One submit is one intent
 * (`intentScope: 'points-convert'`), so the cash leaves the main wallet once.
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
  const { t: tc } = useTranslation('core-member');
  const previewId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null | undefined>(undefined);
  const [passwordProblem, setPasswordProblem] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState<Converted | null>(null);
  const rules = { min: config.minConvert, max: config.maxConvert };
  const typed = checkAmount(amount, rules) === null ? parseAmount(amount) : null;
  const preview = typed === null ? 0 : pointsForCash(typed, config.exchangeRatio);

  const send = useSubmit({
    intentScope: 'points-convert',
    validate: () => {
      const brokenAmount = checkAmount(amount, rules);
      const brokenPassword = checkFundsPassword(password);
      setAmountProblem(brokenAmount);
      setPasswordProblem(brokenPassword && tc(brokenPassword));
      if (brokenAmount) amountInput.current?.focus();
      else if (brokenPassword) passwordInput.current?.focus();
      return brokenAmount === null && brokenPassword === null;
    },
    action: async ({ idempotencyKey }) => {
      const converted = await convertCash(
        { amount: parseAmount(amount)!, fundsPassword: password },
        idempotencyKey,
      );
      setDone(converted);
      setAmount('');
      setPassword('');
      onConverted(converted);
    },
    onError: (error) => {
      if (isRefusal(error)) send.newIntent();
    },
  });

  return (
    <section className="wl-points-convert" aria-labelledby="wl-points-convert-title">
      <h2 id="wl-points-convert-title">{t('convert.title')}</h2>
      <p>{t('convert.intro')}</p>
      <form onSubmit={send.onSubmit} noValidate aria-busy={send.pending}>
        <AmountField
          ref={amountInput}
          name="amount"
          label={t('convert.amount', { currency })}
          min={config.minConvert}
          max={config.maxConvert}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountProblem(undefined);
            setDone(null);
            send.clearError();
          }}
          {...(amountProblem !== undefined ? { error: amountProblem } : {})}
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
          ref={passwordInput}
          name="fundsPassword"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordProblem(undefined);
            send.clearError();
          }}
          {...(passwordProblem !== undefined ? { error: passwordProblem } : {})}
        />
        <FormError messageKey={send.errorKey} />
        {done && (
          <p className="wl-points-convert__done" role="status">
            {t('convert.done', {
              amount: formatAmount(done.amount),
              points: formatPoints(done.points),
              balance: formatPoints(done.pointsBalance),
            })}
          </p>
        )}
        <button
          type="submit"
          className="wl-button"
          disabled={send.pending}
          aria-describedby={previewId}
        >
          {send.pending ? t('convert.submitting') : t('convert.submit')}
        </button>
      </form>
    </section>
  );
}
