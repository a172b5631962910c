import { Suspense } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { ui } from '../runtime/ui';
import { siteAssetUrl } from '../site/siteConfig';
import { SlotOutlet } from '../ui/SlotOutlet';
import { lazyOnce } from '../ui/lazyCache';
import { session } from '../session/session';

// Made once at module level: lazyOnce keeps one component per loader.
const LazyAccountMenu = lazyOnce(() => import('./AccountMenu'), {
  owner: 'core',
  what: 'account menu',
});

/** Logo, category navigation and account area (§2 Header); plugins fill nav and actions. */
export function Header({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { site } = useRuntime();
  const { sideMenuOpen } = useSnapshot(ui);
  const { t } = useTranslation('core');
  return (
    <header className="wl-header">
      {showMenuToggle && (
        <button
          type="button"
          className="wl-icon-button"
          aria-expanded={sideMenuOpen}
          aria-controls="wl-side-menu"
          aria-label={t('side.toggle')}
          onClick={() => (ui.sideMenuOpen = !ui.sideMenuOpen)}
        >
          ☰
        </button>
      )}
      <Link
        href="/"
        className="wl-header__logo"
        aria-label={t('header.home_of', { brand: site.brand.name })}
      >
        <img src={siteAssetUrl(site, site.brand.logo)} alt="" width="132" height="36" />
      </Link>
      <nav className="wl-header__nav" aria-label={t('header.categories')}>
        <SlotOutlet name="headerNav" />
      </nav>
      <div className="wl-header__actions">
        <SlotOutlet name="headerActions" />
        <SignedInAccountMenu />
      </div>
    </header>
  );
}

/**
 * The account name and its dropdown, for a signed-in person only: its code loads then, so a
 * visitor's first paint does not carry it. Until it is there a box of its size holds the place.
 */
function SignedInAccountMenu() {
  const { isLogin, member } = useSnapshot(session);
  if (!isLogin || !member) return null;
  return (
    <Suspense fallback={<span className="wl-account-menu wl-account-menu--pending" />}>
      <LazyAccountMenu />
    </Suspense>
  );
}
