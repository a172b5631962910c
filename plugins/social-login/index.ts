import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/social-login.schema.json';
import { BIND_MODAL, RETURN_PATH } from './names';

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
  modals: {
    [BIND_MODAL]: () => import('./components/BindModal'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
