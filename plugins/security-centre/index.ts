import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/security-centre.schema.json';
import { changePasswordModal } from './handles';

/**
 * Security centre (issue 12 point 3): the member centre's default page, with profile, login and
 * funds passwords, bank cards and authenticator two-factor, each a section addressable by URL.
 */
export default definePlugin({
  id: 'security-centre',
  options,
  optional: [changePasswordModal],
  signedIn: {
    centres: ['memberCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
