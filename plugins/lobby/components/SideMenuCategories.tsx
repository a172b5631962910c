import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { session } from '../../../core/session/session';
import { useLaunchGame } from '../launch/useLaunchGame';
import type { VendorLane } from '../types';
import { useVendorLanesOnceLoaded } from '../vendors/useVendorLanes';

/**
 * LOTT and ELOTT launch their first game straight from the side menu (§2 Side menu); the game is
 * looked up on click, so the menu costs no request on every page.
 */
function FirstGameButton({ lane, label }: { lane: VendorLane; label: string }) {
  const launch = useLaunchGame();
  const vendor = lane.cards[0];
  return (
    <button
      type="button"
      className="wl-menu-link"
      disabled={!vendor}
      onClick={() => vendor && void launch({ ...vendor, gameType: lane.title })}
    >
      {label}
    </button>
  );
}

/**
 * Side-menu entries from the vendor data (§2): FAVORITE (a guest is asked to log in), then each
 * category with vendors; LOTT and ELOTT launch their first game; INHOUSE opens /rng?vassalage=INHOUSE.
 */
export default function SideMenuCategories() {
  const { t } = useTranslation('lobby');
  const { registry } = useRuntime();
  const { isLogin } = useSnapshot(session);
  // Shown with the blocks below it (SideMenu's outlet is `together`): they never move.
  const lanes = useVendorLanesOnceLoaded();
  const served = new Set(registry.routes.map((route) => route.path));
  const pathOfLane = (title: string) =>
    title === 'INHOUSE' ? '/rng?vassalage=INHOUSE' : `/${title.toLowerCase()}`;
  return (
    <nav aria-label={t('side.categories')}>
      <ul className="wl-side-menu__list">
        {served.has('/favorite') && (
          <li>
            {isLogin ? (
              <Link href="/favorite" className="wl-menu-link">
                {t('nav.favorite')}
              </Link>
            ) : (
              <button type="button" className="wl-menu-link" onClick={() => openModal(loginPrompt)}>
                {t('nav.favorite')}
              </button>
            )}
          </li>
        )}
        {(lanes.data ?? [])
          .filter((lane) => lane.cards.length > 0)
          .map((lane) => {
            const label = t(`lane.${lane.title}`, { defaultValue: lane.title });
            if (lane.title === 'LOTT' || lane.title === 'ELOTT') {
              return (
                <li key={lane.title}>
                  <FirstGameButton lane={lane} label={label} />
                </li>
              );
            }
            const path = pathOfLane(lane.title);
            if (!served.has(path.split('?')[0]!)) return null;
            return (
              <li key={lane.title}>
                <Link href={path} className="wl-menu-link">
                  {label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
