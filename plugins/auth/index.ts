import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import { loginPrompt } from '../../core/plugin/handles';
import options from '../../schemas/plugins/auth.schema.json';
import {
  changePasswordModal,
  feedbackModal,
  forgotPasswordModal,
  logoutModal,
  registerPrompt,
} from './handles';

/**
 * Getting in and out (§2 Modals, §4 Session): login and register popups with their routes,
 * password recovery and change, two-factor, free play, and the logout confirmation.
 */
export default definePlugin({
  id: 'auth',
  options,
  // /agent offers "apply to become an agent" through help's feedback form when help is on.
  optional: [feedbackModal],
  routes: [
    { path: '/login', page: () => import('./pages/LoginRoutePage') },
    { path: '/register', page: () => import('./pages/RegisterRoutePage') },
    { path: '/agent', page: () => import('./pages/AgentLoginPage'), layout: 'agent' },
  ],
  slots: {
    headerActions: [
      {
        key: 'guest-actions',
        component: () => import('./components/GuestActions'),
        audience: 'guest',
      },
    ],
    // §2 Side menu: the logout item, last of the entries, for a signed-in person.
    sideMenu: [
      {
        key: 'sign-out',
        label: 'logout.menu',
        modal: logoutModal,
        order: 1000,
        audience: 'member',
      },
    ],
    accountMenu: [
      {
        key: 'change-password',
        label: 'password.menu',
        modal: changePasswordModal,
        order: 900,
        audience: 'real-member',
        requires: ['PASS3'],
      },
      {
        key: 'sign-out',
        label: 'logout.menu',
        modal: logoutModal,
        order: 1000,
        audience: 'member',
      },
    ],
  },
  provides: [
    provideModal(loginPrompt, () => import('./components/LoginModal')),
    provideModal(registerPrompt, () => import('./components/RegisterModal')),
    provideModal(forgotPasswordModal, () => import('./components/ForgotPasswordModal')),
    provideModal(changePasswordModal, () => import('./components/ChangePasswordModal')),
    provideModal(logoutModal, () => import('./components/LogoutModal')),
  ],
  locales: (lang) => import(`./locales/${lang}.json`),
  // What the register, password and two-factor popups say loads with them (the login popup's
  // texts and the header's buttons stay in locales/, which every first page carries).
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
