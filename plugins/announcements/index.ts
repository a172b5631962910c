import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import { noticeModal, publicModal } from './handles';
import options from '../../schemas/plugins/announcements.schema.json';
import type { AnnouncementsOptions } from '../../generated/plugins/announcements';

/**
 * What the operator tells players: the notice marquee and home banners (§2 Home), the popups
 * (publicModal, §4 Popups) and the notice modal the marquee opens (noticeModal).
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
        reserve: (options) => {
          // The block comes completed from the schema's defaults (prepareSiteConfig at build time).
          const size = (options as unknown as AnnouncementsOptions).bannerSize;
          return { aspectRatio: `${size.width} / ${size.height}` };
        },
      },
    ],
    // Renders nothing; opens the popups after the page has settled, on every page with a footer.
    footer: [{ key: 'popup-trigger', component: () => import('./components/PopupTrigger') }],
  },
  provides: [
    provideModal(publicModal, () => import('./components/PublicModal')),
    provideModal(noticeModal, () => import('./components/NoticeModal')),
  ],
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
