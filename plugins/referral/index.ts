import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/referral.schema.json';
import { REFERRAL_FLAGS } from './programme';

/**
 * Referral (§1 invite programme): the side menu's invite-friends button, which leads members to
 * their referral page and agents to the agent register centre (§2 Side menu); the page itself is
 * in the signed-in part. The plugin mounts whatever the brand's flags: agents invite through the
 * register centre on every brand, so the button and the page are theirs even where the referral
 * programme is off; anyone else gets them only where it is on (REFERRAL_FLAGS).
 */
export default definePlugin({
  id: 'referral',
  options,
  // One address for the button, sorted by who follows it (a visitor gets the login popup first).
  routes: [{ path: '/inviteFriends', page: () => import('./pages/InviteFriendsPage'), auth: true }],
  slots: {
    sideMenu: [
      {
        key: 'referral',
        label: 'invite',
        to: '/inviteFriends',
        order: 110,
        realAccount: true,
        requiresAny: REFERRAL_FLAGS,
        flagsWaivedFor: 'agent',
      },
    ],
  },
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
