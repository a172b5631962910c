import { useTranslation } from 'react-i18next';
import type { RedemptionStatus as Status } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** §4 redemption statuses, each with its own words: In Process, Approved, Rejected. */
const STATUS_KEYS: Record<Status, string> = {
  APPLYING: 'status.applying',
  APPROVED: 'status.approved',
  REJECTED: 'status.rejected',
};

/** A §4 redemption status in its own words and colour: In Process, Approved, Rejected. */
export function RedemptionStatus({ status }: { status: Status }) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  return (
    <span className={`wl-points-status wl-points-status--${status.toLowerCase()}`}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
