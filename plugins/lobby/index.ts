import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import { loginPrompt } from '../../core/plugin/handles';
import options from '../../schemas/plugins/lobby.schema.json';
import { CENTRE_CATEGORIES, LIST_CATEGORIES } from './categories';
import { whenSignedIn } from '../../core/session/whenSignedIn';
import { vendorGamesModal } from './handles';

const home = () => import('./pages/HomePage');
const centre = () => import('./pages/GameCentrePage');
const list = () => import('./pages/GameListPage');
const account = () => import('./pages/AccountGamesPage');

/** The player's way to every game (§2): home rows, navigation, game centres and lists, launch. */
export default definePlugin({
  id: 'lobby',
  options,
  routes: [
    ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, page: home })),
    ...Object.keys(CENTRE_CATEGORIES).map((key) => ({ path: `/${key}`, page: centre })),
    ...Object.keys(LIST_CATEGORIES).map((key) => ({ path: `/${key}`, page: list })),
    { path: '/hot', page: account },
    { path: '/favorite', page: account, auth: true },
    { path: '/recent', page: account, auth: true },
    { path: '/seamless', page: () => import('./pages/SeamlessPage'), auth: true, layout: 'game' },
  ],
  slots: {
    headerNav: [{ key: 'categories', component: () => import('./components/CategoryNav') }],
    sideMenu: [{ key: 'home', label: 'nav.home', to: '/', order: 0 }],
    sideMenuSections: [
      { key: 'categories', component: () => import('./components/SideMenuCategories') },
    ],
    homeSections: [
      // About three rows of tiles at desktop width, held until the section arrives.
      {
        key: 'hot',
        component: () => import('./home/HotGamesSection'),
        reserve: { minHeight: 820 },
      },
      { key: 'categories', component: () => import('./home/CategoryRowsSection') },
    ],
  },
  provides: [provideModal(vendorGamesModal, () => import('./components/VendorGamesModal'))],
  // Favourites, game lists and launch ask a visitor to log in first (§2, §4).
  needs: [loginPrompt],
  locales: (lang) => import(`./locales/${lang}.json`),
  // Favourites and recent games are a member's: their code is no part of a visitor's first page.
  // The tiles' member heart is fetched then too, so it is there before a tile needs it.
  setup: () =>
    whenSignedIn(() => {
      void import('./components/MemberFavouriteButton');
      return import('./favourites/prefetchOnLogin').then(({ prefetchOnLogin }) =>
        prefetchOnLogin(),
      );
    }),
});
