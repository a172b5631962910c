import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { actionOf } from '../activityStatus';
import type { ActionTarget } from './ActionButton';
import type { ApiTypes } from '../../../generated/api';
import { claimPromotion, drawRaffle, joinPromotion, type RaffleResult } from '../api';
import { useAfterAction } from './useAfterMoney';
import { pageNamespace } from '../../../core/plugin/definePlugin';

type ClaimAnswer = ApiTypes['promotionClaim']['response'];

interface MemberActionProps {
  target: ActionTarget;
  /** The id of the element naming the promotion, so the button reads "Claim, Newcomer gift". */
  describedBy?: string;
}

/**
 * The member's side of ActionButton: apply opens the application form (`onApply`), join signs
 * up, claim and draw move money (MoneyAction). Loaded only for a signed-in person, so a
 * visitor's /promotions does without the money and form parts.
 */
export default function MemberActionButton({
  target,
  onApply,
  describedBy,
}: MemberActionProps & { onApply: () => void }) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const action = actionOf(target.status, target.kind);
  if (action === 'join') return <JoinAction target={target} describedBy={describedBy} />;
  if (action === 'claim' || action === 'draw')
    return <MoneyAction action={action} target={target} describedBy={describedBy} />;
  if (action !== 'apply') return null;
  return (
    <div className="wl-promotions__action">
      <button type="button" className="wl-button" aria-describedby={describedBy} onClick={onApply}>
        {t('action.apply')}
      </button>
    </div>
  );
}

/** Joining moves no money: a plain submit that happens once. */
function JoinAction({ target, describedBy }: MemberActionProps) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const after = useAfterAction();
  const join = useSubmit({
    final: true,
    action: async () => {
      await joinPromotion(target.promotionId);
      showToast({
        title: t('done.title'),
        body: t('done.join', { title: target.title }),
        tone: 'success',
      });
      after(false);
    },
    // A refusal (closed meanwhile) is news about the status too.
    onError: () => after(false),
  });
  return (
    <div className="wl-promotions__action">
      <button
        type="button"
        className="wl-button"
        disabled={join.pending || join.done}
        aria-describedby={describedBy}
        onClick={() => void join.submit()}
      >
        {join.pending ? t('action.working') : t('action.join')}
      </button>
      <FormError messageKey={join.errorKey} />
    </div>
  );
}

/**
 * A claim pays the promotion's bonus once (final); a raffle may be drawn again while draws are
 * left. Each is one intent per promotion (core useMoneyIntent): a double click sends it once,
 * and a lost answer is asked for before the button sends anything else.
 */
function MoneyAction({
  action,
  target,
  describedBy,
}: MemberActionProps & { action: 'claim' | 'draw' }) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const after = useAfterAction();
  const [result, setResult] = useState<string | null>(null);
  const operation = action === 'claim' ? 'promotionClaim' : 'claimRafflePromotion';
  const send = useMoneyIntent({
    operation,
    scope: `${operation}.${target.promotionId}`,
    final: action === 'claim',
    identity: () => ({ kind: action, promotionId: target.promotionId, title: target.title }),
    describe: ({ kind, title }) => t(kind === 'claim' ? 'intent.claim' : 'intent.draw', { title }),
    send: ({ kind, promotionId }, idempotencyKey): Promise<ClaimAnswer | RaffleResult> =>
      kind === 'claim'
        ? claimPromotion(promotionId, idempotencyKey)
        : drawRaffle(promotionId, idempotencyKey),
    onApplied: (answer, { kind }) => {
      if (kind === 'claim') {
        showToast({
          title: t('done.title'),
          body: t('done.claim', { amount: formatAmount(answer.amount) }),
          tone: 'success',
        });
      } else {
        const won = answer as RaffleResult;
        const text = t('done.draw', {
          prize: won.prize,
          amount: formatAmount(won.amount),
          count: won.remainingDraws,
        });
        setResult(text);
        showToast({ title: t('done.title'), body: text, tone: 'success' });
      }
      after(true);
    },
    // A refusal (already claimed in another tab, closed meanwhile) is news about the status too.
    onRefused: () => after(false),
  });
  return (
    <div className="wl-promotions__action">
      <button
        type="button"
        className="wl-button"
        disabled={send.pending || send.blocked || send.done}
        aria-describedby={describedBy}
        onClick={() => void send.submit()}
      >
        {send.pending ? t('action.working') : t(`action.${action}`)}
      </button>
      <IntentNotice intent={send} />
      <FormError messageKey={send.errorKey} />
      {result && (
        <p className="wl-promotions__result" role="status">
          {result}
        </p>
      )}
    </div>
  );
}
