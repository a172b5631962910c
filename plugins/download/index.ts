import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/download.schema.json';

/**
 * App download (§1, §2): the /download page with the iOS, Android and lite apps and their
 * installation tutorials, and the side menu's download item with the iOS and Android QR codes.
 */
export default definePlugin({
  id: 'download',
  options,
  routes: [{ path: '/download', page: () => import('./pages/DownloadPage') }],
  slots: {
    // After the side menu's categories (§2 order: categories, rewards, invite, then download).
    sideMenuSections: [
      { key: 'download', component: () => import('./menu/DownloadMenuItem'), order: 200 },
    ],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
