import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { checkFundsPassword } from '../../../core/ui/money/checkFundsPassword';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { Modal } from '../../../core/ui/Modal';
import { redeemGoods, type Goods, type Redeemed } from '../api';
import { formatPoints } from '../formatPoints';
import {
  checkAddress,
  checkPhone,
  checkQuantity,
  costOf,
  maxQuantity,
  type RuleText,
} from '../redeemRules';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** Where the member centre shows the exchange records (signedIn.ts). */
export const RECORDS_PATH = '/member/pointRecords';

/**
 * Redeeming one item (§3 exchange goods): quantity, the pay-from account (the main wallet, the
 * only one), what it costs in points and cash, delivery address, phone and the funds password.
 * One submit is one intent (core useMoneyIntent): a double click sends it once, and a lost answer
 * is asked for (here, or in the next dialog opened after a reload) before anything else is sent.
 */
export function RedeemDialog({
  goods,
  points,
  onClose,
  onRedeemed,
}: {
  goods: Goods;
  points: number;
  onClose: () => void;
  onRedeemed: (redeemed: Redeemed) => void;
}) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const { t: tc } = useTranslation('core-member');
  const ids = { quantity: useId(), address: useId(), phone: useId(), payFrom: useId() };
  const max = Math.max(1, maxQuantity(goods, points));
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, RuleText | null>>({});
  const [passwordProblem, setPasswordProblem] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState<Redeemed | null>(null);
  const count = checkQuantity(quantity, max) ? 1 : Number(quantity.trim());
  const cost = costOf(goods, count);

  const send = useMoneyIntent({
    operation: 'redeemPointReward',
    validate: () => {
      const found = {
        quantity: checkQuantity(quantity, max),
        address: checkAddress(goods.type, address),
        phone: checkPhone(phone),
      };
      const brokenPassword = checkFundsPassword(password);
      setProblems(found);
      setPasswordProblem(brokenPassword && tc(brokenPassword));
      const firstBroken = (Object.keys(found) as (keyof typeof found)[]).find((k) => found[k]);
      if (firstBroken) document.getElementById(ids[firstBroken])?.focus();
      return !firstBroken && brokenPassword === null;
    },
    // The address and phone are the form's to send, not kept with the intent.
    identity: () => {
      const asked = Number(quantity.trim());
      return {
        rewardId: goods.rewardId,
        name: goods.name,
        quantity: asked,
        points: costOf(goods, asked).points,
      };
    },
    describe: ({ name, quantity: asked, points: cost }) =>
      t('redeem.intent', { item: name, quantity: asked, points: formatPoints(cost) }),
    send: ({ rewardId, quantity: asked }, idempotencyKey) =>
      redeemGoods(
        {
          rewardId,
          quantity: asked,
          payFrom: 'MAIN',
          address: address.trim(),
          phone: phone.trim(),
          fundsPassword: password,
        },
        idempotencyKey,
      ),
    onApplied: (redeemed) => {
      setDone(redeemed);
      onRedeemed(redeemed);
    },
  });
  const locked = send.pending || send.blocked;
  const changed = (field: string) => {
    setProblems((p) => ({ ...p, [field]: null }));
    send.clearError();
  };
  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : null;
  };
  const describe = (id: string, field: string, hint?: boolean) =>
    [hint ? `${id}-hint` : '', problems[field] ? `${id}-error` : ''].join(' ').trim() || undefined;

  return (
    <Modal title={t('redeem.title', { name: goods.name })} onClose={onClose} size="small">
      {done ? (
        <>
          {/* An exchange whose answer had to be asked for says so above its outcome. */}
          <IntentNotice intent={send} />
          <div className="wl-redeem__done" role="status">
            <h3>{t('redeem.done_title')}</h3>
            <p>{t('redeem.done_text', { number: done.transactionNo })}</p>
            <p>
              <Link href={RECORDS_PATH}>{t('redeem.records_link')}</Link>
            </p>
            <button type="button" className="wl-button" onClick={onClose}>
              {t('redeem.back')}
            </button>
          </div>
        </>
      ) : (
        <form className="wl-redeem" onSubmit={send.onSubmit} noValidate aria-busy={send.pending}>
          <div className="wl-field">
            <label htmlFor={ids.quantity}>{t('redeem.quantity')}</label>
            <input
              id={ids.quantity}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              disabled={locked}
              value={quantity}
              aria-invalid={problems.quantity ? true : undefined}
              aria-describedby={describe(ids.quantity, 'quantity')}
              onChange={(event) => {
                setQuantity(event.target.value);
                changed('quantity');
              }}
            />
            {problems.quantity && (
              <span id={`${ids.quantity}-error`} className="wl-field__error" role="alert">
                {problemText('quantity')}
              </span>
            )}
          </div>
          <div className="wl-field">
            <label htmlFor={ids.payFrom}>{t('redeem.pay_from')}</label>
            <select id={ids.payFrom} name="payFrom" defaultValue="MAIN" disabled={locked}>
              <option value="MAIN">{t('redeem.main_wallet')}</option>
            </select>
          </div>
          <dl className="wl-redeem__cost">
            <div>
              <dt>{t('redeem.points_to_pay')}</dt>
              <dd data-testid="redeem-points">{formatPoints(cost.points)}</dd>
            </div>
            <div>
              <dt>{t('redeem.amount_to_pay')}</dt>
              <dd data-testid="redeem-amount">{formatAmount(cost.amount)}</dd>
            </div>
          </dl>
          <div className="wl-field">
            <label htmlFor={ids.address}>{t('redeem.address')}</label>
            <textarea
              id={ids.address}
              name="address"
              rows={2}
              disabled={locked}
              value={address}
              aria-invalid={problems.address ? true : undefined}
              aria-describedby={describe(ids.address, 'address', goods.type !== 'GOODS')}
              onChange={(event) => {
                setAddress(event.target.value);
                changed('address');
              }}
            />
            {goods.type !== 'GOODS' && (
              <p id={`${ids.address}-hint`} className="wl-field__hint">
                {t('redeem.address_optional')}
              </p>
            )}
            {problems.address && (
              <span id={`${ids.address}-error`} className="wl-field__error" role="alert">
                {problemText('address')}
              </span>
            )}
          </div>
          <div className="wl-field">
            <label htmlFor={ids.phone}>{t('redeem.phone')}</label>
            <input
              id={ids.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              disabled={locked}
              value={phone}
              aria-invalid={problems.phone ? true : undefined}
              aria-describedby={describe(ids.phone, 'phone')}
              onChange={(event) => {
                setPhone(event.target.value);
                changed('phone');
              }}
            />
            {problems.phone && (
              <span id={`${ids.phone}-error`} className="wl-field__error" role="alert">
                {problemText('phone')}
              </span>
            )}
          </div>
          <FundsPasswordField
            name="fundsPassword"
            disabled={locked}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordProblem(undefined);
              send.clearError();
            }}
            {...(passwordProblem !== undefined ? { error: passwordProblem } : {})}
          />
          <FormError messageKey={send.errorKey} />
          <IntentNotice intent={send} />
          <div className="wl-redeem__actions">
            <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
              {t('redeem.cancel')}
            </button>
            <button type="submit" className="wl-button" disabled={locked}>
              {send.pending ? t('redeem.submitting') : t('redeem.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
