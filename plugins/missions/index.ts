import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/missions.schema.json';

/** Missions: its page (/missions) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'missions',
  options,
  routes: [{ path: '/missions', page: () => import('./pages/MissionsPage') }],
  slots: {
    sideMenu: [{ key: 'missions', label: 'menu', to: '/missions', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
