import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import { loginPrompt } from '../../core/plugin/handles';
import options from '../../schemas/plugins/social-login.schema.json';
import { bindModal, registerPrompt } from './handles';
import { RETURN_PATH } from './names';

/**
 * One-click social sign-in (§2 Modals, §4 Two-factor): buttons in the login popup for the
 * providers the site offers and the platform switched on (GOOGLELOGIN3, FACEBOOKLOGIN3,
 * TWITTERLOGIN3, LINELOGIN3, TELEGRAMLOGIN3), the provider's return page, and the modal that
 * binds a new social account to an account, irreversibly.
 */
export default definePlugin({
  id: 'social-login',
  options,
  routes: [{ path: RETURN_PATH, page: () => import('./pages/ReturnPage'), layout: 'bare' }],
  slots: {
    loginProviders: [
      {
        key: 'social-login',
        component: () => import('./components/ProviderButtons'),
        audience: 'guest',
      },
    ],
  },
  provides: [provideModal(bindModal, () => import('./components/BindModal'))],
  // Its buttons live in auth's login and register popups and close them on success.
  needs: [loginPrompt, registerPrompt],
  locales: (lang) => import(`./locales/${lang}.json`),
});
