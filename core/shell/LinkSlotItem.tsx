import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Owned } from '../plugin/buildRegistry';
import type { LinkSlot } from '../plugin/definePlugin';
import { mayOpenMemberPanel } from '../runtime/realAccount';
import { openModal } from '../runtime/ui';

/**
 * A menu entry: a real link for a route, a real button for a modal action. `extra` follows the
 * label inside it (the account menu's count badge), so it is read out with the entry.
 */
export function LinkSlotItem({
  item,
  onChosen,
  extra,
}: {
  item: Owned<LinkSlot>;
  onChosen?: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(item.pluginId);
  const label = (
    <>
      <span>{t(item.label)}</span>
      {extra}
    </>
  );
  if (item.to !== undefined) {
    return (
      <Link
        href={item.to}
        className="wl-menu-link"
        onClick={(event) => {
          onChosen?.();
          if (item.realAccount && !mayOpenMemberPanel()) event.preventDefault();
        }}
      >
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="wl-menu-link"
      onClick={() => {
        onChosen?.();
        if (item.realAccount && !mayOpenMemberPanel()) return;
        if (item.modal) openModal(item.modal);
      }}
    >
      {label}
    </button>
  );
}
