import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';
import { CountBadge } from '../centre/CountBadge';
import { LinkSlotItem } from './LinkSlotItem';
import { signedInParts } from '../plugin/signedInParts';
import { Spinner } from '../ui/Spinner';

/** The logged-in account name with its dropdown of account pages (§2 Header). */
export function AccountMenu() {
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  // The plugins' signed-in parts add their entries when they arrive: re-render then.
  const { state: partsState } = useSnapshot(signedInParts);
  const { t } = useTranslation('core');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!snap.isLogin || !snap.member) return null;
  const items = registry.slots.accountMenu.filter((item) => isVisible(item, snap, flags));
  return (
    <div className="wl-account-menu" ref={rootRef}>
      <button
        type="button"
        className="wl-account-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.account_menu', { name: snap.member.account })}
        onClick={() => setOpen((value) => !value)}
      >
        {snap.member.account} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className="wl-popover wl-account-menu__list">
          {partsState === 'loading' && (
            <li>
              <Spinner />
            </li>
          )}
          {items.map((item) => (
            <li key={item.key}>
              <LinkSlotItem
                item={item}
                onChosen={() => setOpen(false)}
                extra={<CountBadge badgeKey={item.key} />}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// The header loads it lazily (Header.tsx): only a signed-in person has one.
export default AccountMenu;
