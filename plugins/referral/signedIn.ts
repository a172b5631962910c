import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { REFERRAL_FLAGS } from './programme';

/**
 * What only a signed-in person sees of this plugin: the member-centre page `referral` (§2: shown
 * to a logged-in agent, or to a logged-in non-agent when the referral programme is on), loaded at
 * the first signed-in moment so a visitor's first page does not carry it.
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: 'referral',
        label: 'menu',
        page: () => import('./pages/ReferralPage'),
        order: 110,
        audience: 'real-member',
        requiresAny: REFERRAL_FLAGS,
        flagsWaivedFor: 'agent',
      },
    ],
  },
});
