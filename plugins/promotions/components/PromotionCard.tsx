import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../api';
import { ActionButton } from './ActionButton';
import { Period } from './Period';
import { StatusBadge } from './StatusBadge';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * One promotion: its image in a fixed 3:1 box (nothing moves when it arrives; below the first row
 * it loads lazily), title, period, status and the action the status offers.
 */
export function PromotionCard({
  promotion,
  eager,
  onDetails,
  onApply,
}: {
  promotion: Promotion;
  eager: boolean;
  onDetails: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const titleId = useId();
  return (
    <article className="wl-promotions__card" aria-labelledby={titleId}>
      <div className="wl-promotions__image">
        <img
          src={promotion.imageUrl}
          alt=""
          width={1200}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className="wl-promotions__body">
        <h3 id={titleId} className="wl-promotions__title">
          {promotion.title}
        </h3>
        <p className="wl-promotions__period">
          <Period start={promotion.startAt} end={promotion.endAt} />
        </p>
        <StatusBadge status={promotion.status} kind={promotion.kind} />
        <div className="wl-promotions__buttons">
          <button
            type="button"
            className="wl-button wl-button--ghost"
            aria-describedby={titleId}
            onClick={onDetails}
          >
            {t('card.details')}
          </button>
          <ActionButton target={promotion} onApply={onApply} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
