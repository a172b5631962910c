import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/lottery.schema.json';

const page = () => import('./pages/LotteryPage');

/** The lottery pages a lottery launch lands on (§2: login required, no side menu). */
export default definePlugin({
  id: 'lottery',
  options,
  routes: ['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({
    path,
    page,
    auth: true,
    layout: 'game' as const,
  })),
  locales: (lang) => import(`./locales/${lang}.json`),
});
