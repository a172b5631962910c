import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/lobby.schema.json';
import { CATEGORY_LANES } from './categories';

const home = () => import('./pages/HomePage');
const category = () => import('./pages/CategoryPage');

/** The player's way to games: home, category navigation and the vendor lists (§2). */
export default definePlugin({
  id: 'lobby',
  options,
  routes: [
    ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, page: home })),
    ...Object.keys(CATEGORY_LANES).map((key) => ({ path: `/${key}`, page: category })),
  ],
  slots: {
    headerNav: [{ key: 'categories', component: () => import('./components/CategoryNav') }],
    sideMenu: [{ key: 'home', label: 'nav.home', to: '/', order: 0 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
