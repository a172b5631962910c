import { defineSignedInPart } from '../../core/plugin/definePlugin';

/** The member-centre page key of the credit report (§2 names no key for it: ours). */
export const CREDIT_REPORT_KEY = 'creditReport';
/** Where the credit report lives: its page in the member centre. */
export const CREDIT_REPORT_PATH = `/member/${CREDIT_REPORT_KEY}`;

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: CREDIT_REPORT_KEY,
        label: 'menu',
        to: CREDIT_REPORT_PATH,
        // after the three records (10 to 30), before the reward centre (40): it is a record too
        order: 35,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: CREDIT_REPORT_KEY,
        label: 'menu',
        page: () => import('./pages/CreditReportPage'),
        // after the records pages (60 to 90), before the VIP page (95)
        order: 92,
        audience: 'real-member',
      },
    ],
  },
});
