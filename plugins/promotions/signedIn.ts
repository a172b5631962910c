import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { currentLanguage } from '../../core/i18n/i18n';
import { readRedEnvelopes } from './api';
import { RED_ENVELOPE_KEY, unopenedCount } from './red-envelope/envelopes';

/**
 * What only a signed-in member sees of the promotions (§2 further member areas, red envelope):
 * the member-centre page with its entry, and the count of unopened envelopes as its badge. Loaded
 * at the first signed-in moment, so a visitor's first page does not carry it.
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: RED_ENVELOPE_KEY,
        label: 'redEnvelopeMenu',
        page: () => import('./pages/RedEnvelopePage'),
        order: 135,
        audience: 'real-member',
      },
    ],
  },
  badgeCounts: {
    [RED_ENVELOPE_KEY]: async ({ signal }) =>
      unopenedCount(await readRedEnvelopes(currentLanguage(), signal)),
  },
});
