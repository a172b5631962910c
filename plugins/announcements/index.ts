import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import { noticeModal, publicModal } from './handles';
import options from '../../schemas/plugins/announcements.schema.json';
import type { AnnouncementsOptions } from '../../generated/plugins/announcements';
import { aspectRatioOf } from './banners/aspectRatio';
import { placeBanner } from './banners/placeBanner';

/**
 * What the operator tells players: the notice marquee and home banners (§2 Home), the banners of
 * the side menu and the auth popups (§3 banner groups), the popups (publicModal, §4 Popups) and
 * the notice modal the marquee opens (noticeModal).
 */
export default definePlugin({
  id: 'announcements',
  options,
  slots: {
    homeSections: [
      // Sizes held from the first paint (CLS): one 40 px line; the banners' frame (bannerSize, 1200×400 by default).
      {
        key: 'marquee',
        component: () => import('./components/NoticeMarquee'),
        reserve: { minHeight: 40 },
      },
      {
        key: 'banners',
        component: () => import('./components/BannerCarousel'),
        // The block comes completed from the schema's defaults (prepareSiteConfig at build time).
        reserve: (options) => ({
          aspectRatio: aspectRatioOf((options as unknown as AnnouncementsOptions).bannerSize),
        }),
      },
    ],
    // Renders nothing; opens the popups after the page has settled, on every page with a footer.
    footer: [{ key: 'popup-trigger', component: () => import('./components/PopupTrigger') }],
    // Last of the side menu's blocks (after the categories, download at 200 and the service
    // links): promotion comes after the menu's own items, below the fold of a laptop screen, so
    // it loads as it comes near, and a group found empty folds away without moving any of them.
    sideMenuSections: [{ ...placeBanner('menu-banner', 'sideMenu'), order: 900, whenNear: true }],
    loginBanner: [placeBanner('login-banner', 'login')],
    registerBanner: [placeBanner('register-banner', 'register')],
    forgotBanner: [placeBanner('forgot-banner', 'forgot')],
  },
  provides: [
    provideModal(publicModal, () => import('./components/PublicModal')),
    provideModal(noticeModal, () => import('./components/NoticeModal')),
  ],
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
