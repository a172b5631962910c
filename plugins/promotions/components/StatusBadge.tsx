import { useTranslation } from 'react-i18next';
import { statusKey, statusTone, type ActivityStatus, type PromotionKind } from '../activityStatus';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** A §4 activity status in its own words, coloured by what it means for the member. */
export function StatusBadge({ status, kind }: { status: ActivityStatus; kind: PromotionKind }) {
  const { t } = useTranslation(pageNamespace('promotions'));
  return (
    <span className={`wl-promotions__badge wl-promotions__badge--${statusTone(status)}`}>
      {t(statusKey(status, kind))}
    </span>
  );
}
