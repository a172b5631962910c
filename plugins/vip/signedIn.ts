import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * The VIP page and the rebate programme's rates in the member centre, loaded at the first
 * signed-in moment. The rates have no module flag: every brand's members see them.
 */
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
      {
        key: 'rebateRates',
        label: 'rebate.menu',
        page: () => import('./pages/RebateRatesPage'),
        order: 96,
        audience: 'real-member',
      },
    ],
  },
});
