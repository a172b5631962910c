import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';
import { CountBadge } from '../centre/CountBadge';
import { LinkSlotItem } from './LinkSlotItem';
import { MemberAvatar } from './MemberAvatar';
import { signedInParts } from '../plugin/signedInParts';
import { Spinner } from '../ui/Spinner';
import { MEMBER_NS } from '../i18n/i18n';
import type { Owned } from '../plugin/buildRegistry';
import type { LinkSlot } from '../plugin/definePlugin';
import { byOrder } from '../plugin/byOrder';

/**
 * §2 Header dropdown "agent (agents only)": core owns the agent centre, so core adds its entry,
 * after the security centre (60) and before the manual rebate (80). Its label is core's text.
 */
const AGENT_CENTRE_ENTRY: Owned<LinkSlot> = {
  key: 'agentHome',
  label: 'agent_header.menu_entry',
  to: '/agentHome',
  order: 70,
  audience: 'agent',
  pluginId: MEMBER_NS,
};

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
  // The entry exists only where the agent centre does (a plugin contributes a page to it).
  const hasAgentCentre = registry.routes.some((route) => route.agentOnly);
  const items = [...registry.slots.accountMenu, ...(hasAgentCentre ? [AGENT_CENTRE_ENTRY] : [])]
    .filter((item) => isVisible(item, snap, flags))
    .sort(byOrder);
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
        <MemberAvatar trial={snap.isTrial} />
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
