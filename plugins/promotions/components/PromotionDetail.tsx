import { useTranslation } from 'react-i18next';
import { Modal } from '../../../core/ui/Modal';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { Promotion } from '../api';
import { ActionButton } from './ActionButton';
import { Period } from './Period';
import { StatusBadge } from './StatusBadge';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** A promotion's detail: its facts and the operator's HTML, sanitised like every server HTML. */
export function PromotionDetail({
  promotion,
  onClose,
  onApply,
}: {
  promotion: Promotion;
  onClose: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  return (
    <Modal title={promotion.title} onClose={onClose} size="large">
      <div className="wl-promotions__detail">
        <div className="wl-promotions__image">
          <img src={promotion.imageUrl} alt="" width={1200} height={400} />
        </div>
        <dl className="wl-promotions__facts">
          <div>
            <dt>{t('detail.period')}</dt>
            <dd>
              <Period start={promotion.startAt} end={promotion.endAt} />
            </dd>
          </div>
          {promotion.bonus > 0 && (
            <div>
              <dt>{t('detail.bonus')}</dt>
              <dd>{formatAmount(promotion.bonus)}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>
              <StatusBadge status={promotion.status} kind={promotion.kind} />
            </dd>
          </div>
          {promotion.remainingDraws !== undefined && (
            <div>
              <dt>{t('detail.draws')}</dt>
              <dd>{promotion.remainingDraws}</dd>
            </div>
          )}
        </dl>
        <SafeHtml html={promotion.content} className="wl-promotions__content" />
        <ActionButton target={promotion} onApply={onApply} />
      </div>
    </Modal>
  );
}

/** Loaded lazily by the page (a chunk of its own). */
export default PromotionDetail;
