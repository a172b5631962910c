import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { actionOf } from '../activityStatus';
import type { ActionTarget } from './ActionButton';
import { claimPromotion, drawRaffle, joinPromotion } from '../api';
import { useAfterAction } from './useAfterMoney';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The member's side of ActionButton: apply opens the application form (`onApply`), join signs
 * up, claim and draw move money. A claim's key is kept per promotion (`intentScope`) so a double
 * click, a retry or a reload pays once; a draw's per promotion and draw. Loaded only for a
 * signed-in person, so a visitor's /promotions does without the money and form parts.
 */
export default function MemberActionButton({
  target,
  onApply,
  describedBy,
}: {
  target: ActionTarget;
  onApply: () => void;
  /** The id of the element naming the promotion, so the button reads "Claim, Newcomer gift". */
  describedBy?: string;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const after = useAfterAction();
  const [result, setResult] = useState<string | null>(null);
  const action = actionOf(target.status, target.kind);
  const scope =
    action === 'draw'
      ? `promotion-draw-${target.promotionId}-${target.remainingDraws ?? 0}`
      : `promotion-${action ?? 'none'}-${target.promotionId}`;
  const send = useSubmit({
    intentScope: action === 'claim' || action === 'draw' ? scope : undefined,
    // A claim or a join happens once; a raffle may be drawn again while draws are left.
    final: action === 'claim' || action === 'join',
    action: async ({ idempotencyKey }) => {
      if (action === 'join') {
        await joinPromotion(target.promotionId);
        showToast({
          title: t('done.title'),
          body: t('done.join', { title: target.title }),
          tone: 'success',
        });
        after(false);
      } else if (action === 'claim') {
        const paid = await claimPromotion(target.promotionId, idempotencyKey);
        showToast({
          title: t('done.title'),
          body: t('done.claim', { amount: formatAmount(paid.amount) }),
          tone: 'success',
        });
        after(true);
      } else if (action === 'draw') {
        const won = await drawRaffle(target.promotionId, idempotencyKey);
        const text = t('done.draw', {
          prize: won.prize,
          amount: formatAmount(won.amount),
          count: won.remainingDraws,
        });
        setResult(text);
        showToast({ title: t('done.title'), body: text, tone: 'success' });
        after(true);
      }
    },
    // A refusal (already claimed in another tab, closed meanwhile) is news about the status too.
    onError: () => after(false),
  });
  if (!action) return null;

  const act = () => {
    if (action === 'apply') onApply();
    else void send.submit();
  };
  return (
    <div className="wl-promotions__action">
      <button
        type="button"
        className="wl-button"
        disabled={send.pending || send.done}
        aria-describedby={describedBy}
        onClick={act}
      >
        {send.pending ? t('action.working') : t(`action.${action}`)}
      </button>
      <FormError messageKey={send.errorKey} />
      {result && (
        <p className="wl-promotions__result" role="status">
          {result}
        </p>
      )}
    </div>
  );
}
