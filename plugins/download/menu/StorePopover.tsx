import '../download-menu.css';
import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { storeApps } from '../apps/storeApps';
import { AppQrCode } from '../components/AppQrCode';
import { placePopover } from './placePopover';
import { useHoverOrFocus } from './useHoverOrFocus';

/**
 * The side-menu item's popover: the iOS and Android codes, each captioned with its app's name,
 * beside the link while the item is hovered or the link focused. It is rendered into the body:
 * the side menu is sticky, a stacking context of its own that the page's content paints over,
 * and its sections scroll, which would clip it.
 */
export default function StorePopover({
  area,
  anchor,
  inside,
}: {
  /** The whole item: hovering it opens the popover. */
  area: RefObject<HTMLElement | null>;
  /** The link: focusing it opens the popover, which is placed beside it. */
  anchor: RefObject<HTMLElement | null>;
  /** Whether the pointer was over the item when this chunk arrived. */
  inside: RefObject<boolean>;
}) {
  const { t } = useTranslation('download');
  const { permission } = useRuntime();
  const { open, popover } = useHoverOrFocus(area, anchor, inside);
  const apps = storeApps(permission.resources, window.location.origin);

  useLayoutEffect(() => {
    if (open && popover.ref.current && anchor.current)
      placePopover(popover.ref.current, anchor.current);
  }, [open, anchor, popover.ref]);

  // No popover at all when every listed address was refused (storeApps.ts safeAddress).
  if (!open || apps.length === 0) return null;
  return createPortal(
    <div role="tooltip" className="wl-popover wl-download-menu__popover" {...popover}>
      <p className="wl-download-menu__hint">{t('scan')}</p>
      <ul className="wl-download-menu__codes">
        {apps.map((app) => (
          <li key={app.kind} className="wl-download-menu__code">
            <AppQrCode app={app} name={t(app.kind)} />
            <span>{t(app.kind)}</span>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
