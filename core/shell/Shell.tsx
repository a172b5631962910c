import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ui } from '../runtime/ui';
import type { PageLayout } from '../plugin/definePlugin';
import { ToastHost } from '../ui/toast/ToastHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenu } from './SideMenu';

/**
 * Frames a page. The side menu shows on every page but game pages (§2), the agent portal has no
 * player shell (its pages draw their own header), and a skip link lets keyboard users jump past
 * the header. Toasts show on every
 * layout: a copy or a §8 notification can happen anywhere.
 */
export function Shell({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { t } = useTranslation('core');
  const [path] = useLocation();
  const sideMenuVisible = layout !== 'game';
  // §2: at each route change the side menu opens again, unless this is a game page; a member who
  // folded it on one page finds it open on the next.
  useEffect(() => {
    ui.sideMenuOpen = sideMenuVisible;
  }, [path, sideMenuVisible]);
  if (layout === 'agent' || layout === 'bare') {
    return (
      <>
        {/* The agent portal is a full site of its own: keyboard users get their skip link there. */}
        {layout === 'agent' && (
          <a href="#wl-main" className="wl-skip-link">
            {t('actions.skip_to_content')}
          </a>
        )}
        <main id="wl-main" className="wl-main wl-main--bare" tabIndex={-1}>
          {children}
        </main>
        <ToastHost />
      </>
    );
  }
  return (
    <div className="wl-app" data-layout={layout}>
      <a href="#wl-main" className="wl-skip-link">
        {t('actions.skip_to_content')}
      </a>
      <Header showMenuToggle={sideMenuVisible} />
      <div className="wl-body">
        {sideMenuVisible && <SideMenu />}
        <main id="wl-main" className="wl-main" tabIndex={-1}>
          {children}
        </main>
        <RightBar />
      </div>
      <Footer />
      <ToastHost />
    </div>
  );
}
