import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/auth.schema.json';

/** Getting in and out: login popup, /login, logout confirmation (§2 Modals, §4 Session). */
export default definePlugin({
  id: 'auth',
  options,
  routes: [{ path: '/login', page: () => import('./pages/LoginRoutePage') }],
  slots: {
    headerActions: [
      {
        key: 'guest-actions',
        component: () => import('./components/GuestActions'),
        audience: 'guest',
      },
    ],
    accountMenu: [
      { key: 'sign-out', label: 'logout.menu', modal: 'logout', order: 1000, audience: 'member' },
    ],
  },
  modals: {
    login: () => import('./components/LoginModal'),
    logout: () => import('./components/LogoutModal'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
