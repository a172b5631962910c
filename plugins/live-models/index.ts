import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/live-models.schema.json';

/** Live hosts of the chat service on the home page (CBS3). */
export default definePlugin({
  id: 'live-models',
  requires: ['CBS3'],
  options,
  slots: {
    homeSections: [
      { key: 'live-models', component: () => import('./components/LiveModelsSection') },
    ],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
