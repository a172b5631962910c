import { defineSignedInPart } from '../../core/plugin/definePlugin';

/** The VIP page of the member centre, loaded at the first signed-in moment. */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: 'vipBonus',
        label: 'menu',
        page: () => import('./pages/VipPage'),
        order: 95,
        audience: 'real-member',
      },
    ],
  },
});
