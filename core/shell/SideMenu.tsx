import { useSnapshot } from 'valtio';
import { CountBadge } from '../centre/CountBadge';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { ui } from '../runtime/ui';
import { session } from '../session/session';
import { SlotOutlet } from '../ui/SlotOutlet';
import { LanguageSelect } from './LanguageSelect';
import { LinkSlotItem } from './LinkSlotItem';
import { ThemeSwitch } from './ThemeSwitch';

/** Collapsible side menu, open by default (§2 Side menu). */
export function SideMenu() {
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  const { sideMenuOpen } = useSnapshot(ui);
  const { t } = useTranslation('core');
  const items = registry.slots.sideMenu.filter((item) => isVisible(item, snap, flags));
  return (
    <aside
      id="wl-side-menu"
      className="wl-side-menu"
      data-open={sideMenuOpen}
      aria-label={t('side.label')}
      hidden={!sideMenuOpen}
    >
      <nav aria-label={t('side.label')}>
        <ul className="wl-side-menu__list">
          {items.map((item) => (
            <li key={item.key}>
              <LinkSlotItem item={item} extra={<CountBadge badgeKey={item.key} />} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="wl-side-menu__sections">
        <SlotOutlet name="sideMenuSections" together />
      </div>
      <div className="wl-side-menu__settings">
        <LanguageSelect />
        <ThemeSwitch />
      </div>
    </aside>
  );
}
