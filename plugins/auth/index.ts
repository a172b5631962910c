import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/auth.schema.json';

/**
 * Getting in and out (§2 Modals, §4 Session): login and register popups with their routes,
 * password recovery and change, two-factor, free play, and the logout confirmation.
 */
export default definePlugin({
  id: 'auth',
  options,
  routes: [
    { path: '/login', page: () => import('./pages/LoginRoutePage') },
    { path: '/register', page: () => import('./pages/RegisterRoutePage') },
  ],
  slots: {
    headerActions: [
      {
        key: 'guest-actions',
        component: () => import('./components/GuestActions'),
        audience: 'guest',
      },
    ],
    accountMenu: [
      {
        key: 'change-password',
        label: 'password.menu',
        modal: 'changePassword',
        order: 900,
        audience: 'real-member',
        requires: ['PASS3'],
      },
      { key: 'sign-out', label: 'logout.menu', modal: 'logout', order: 1000, audience: 'member' },
    ],
  },
  modals: {
    login: () => import('./components/LoginModal'),
    register: () => import('./components/RegisterModal'),
    forgotPassword: () => import('./components/ForgotPasswordModal'),
    changePassword: () => import('./components/ChangePasswordModal'),
    logout: () => import('./components/LogoutModal'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
