import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { actionOf, type ActivityStatus, type PromotionKind } from '../activityStatus';

export interface ActionTarget {
  promotionId: string;
  title: string;
  kind: PromotionKind;
  status: ActivityStatus;
  remainingDraws?: number;
}

interface ActionButtonProps {
  target: ActionTarget;
  onApply: () => void;
  /** The id of the element naming the promotion, so the button reads "Claim, Newcomer gift". */
  describedBy?: string;
}

const MemberActionButton = lazyOnce<ActionButtonProps>(() => import('./MemberActionButton'), {
  owner: 'promotions',
  what: 'promotion action',
});

/**
 * The button a status offers (§4). A visitor sees the same words and is asked to log in first
 * (§6); a member gets the working button (MemberActionButton, a chunk of its own). Nothing is
 * shown where the status offers nothing.
 */
export function ActionButton(props: ActionButtonProps) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const { isLogin } = useSnapshot(session);
  const action = actionOf(props.target.status, props.target.kind);
  if (!action) return null;
  const label = t(`action.${action}`);
  if (!isLogin)
    return (
      <div className="wl-promotions__action">
        <button
          type="button"
          className="wl-button"
          aria-describedby={props.describedBy}
          onClick={() => openModal(loginPrompt, { next: '/promotions' })}
        >
          {label}
        </button>
      </div>
    );
  return (
    <Suspense
      fallback={
        <div className="wl-promotions__action">
          <button type="button" className="wl-button" disabled aria-describedby={props.describedBy}>
            {label}
          </button>
        </div>
      }
    >
      <MemberActionButton {...props} />
    </Suspense>
  );
}
