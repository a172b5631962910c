import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/lottery.schema.json';

const page = () => import('./pages/LotteryPage');

/** The lottery pages a lottery launch lands on (§2: login required, no side menu). */
export default definePlugin({
  id: 'lottery',
  options,
  // §2's spellings (lotteryRoute.ts says how /lottert is read); routes match without case.
  // Listed here, not imported: this file is in every page's first load.
  routes: ['/lottery', '/seaLottery', '/vnLottery', '/lottert'].map((path) => ({
    path,
    page,
    auth: true,
    layout: 'game' as const,
  })),
  locales: (lang) => import(`./locales/${lang}.json`),
});
