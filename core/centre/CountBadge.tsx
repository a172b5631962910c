import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { badges } from '../runtime/badges';

/** More than this shows as "99+": the exact count is still read out. */
const MAX_SHOWN = 99;

/**
 * The count of a menu entry (§2 badges), from the badges store, when above 0. The figure is
 * for the eye; a screen reader hears "3 new" as part of the link's name.
 */
export function CountBadge({ badgeKey }: { badgeKey: string }) {
  // Core's texts, not the member bundle: the side menu shows badges on every visitor's page too.
  const { t } = useTranslation('core');
  // Reading one key of the snapshot: this badge re-renders only when its own count changes.
  const count = useSnapshot(badges)[badgeKey] ?? 0;
  if (count <= 0) return null;
  return (
    <>
      {/* a space, so the entry's name reads "Messages 3 new", not "Messages3 new" */}{' '}
      <span className="wl-badge">
        <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
        <span className="wl-visually-hidden">{t('badge.unread', { count })}</span>
      </span>
    </>
  );
}
