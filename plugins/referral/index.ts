import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/referral.schema.json';

/**
 * Referral (§1 invite programme, REFERRAL): the side menu's invite-friends button, which leads
 * members to their referral page and agents to the agent register centre (§2 Side menu); the page
 * itself is in the signed-in part.
 */
export default definePlugin({
  id: 'referral',
  requires: ['REFERRAL'],
  options,
  // One address for the button, sorted by who follows it (a visitor gets the login popup first).
  routes: [{ path: '/inviteFriends', page: () => import('./pages/InviteFriendsPage'), auth: true }],
  slots: {
    sideMenu: [
      { key: 'referral', label: 'invite', to: '/inviteFriends', order: 110, realAccount: true },
    ],
  },
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
