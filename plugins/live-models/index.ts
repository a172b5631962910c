import { definePlugin } from '../../core/plugin/definePlugin';
import { loginPrompt } from '../../core/plugin/handles';
import options from '../../schemas/plugins/live-models.schema.json';

/** Live hosts of the chat service on the home page (CBS3). */
export default definePlugin({
  id: 'live-models',
  requires: ['CBS3'],
  options,
  // A visitor who opens a host's chat is asked to log in first.
  needs: [loginPrompt],
  slots: {
    homeSections: [
      { key: 'live-models', component: () => import('./components/LiveModelsSection') },
    ],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
