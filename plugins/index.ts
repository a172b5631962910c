import type { PluginDefinition } from '../core/plugin/definePlugin';
import announcements from './announcements';
import auth from './auth';
import customerService from './customer-service';
import help from './help';
import liveModels from './live-models';
import lobby from './lobby';
import lottery from './lottery';
import pointsMall from './points-mall';
import socialLogin from './social-login';
import winners from './winners';

/**
 * The one list of plugins. Core never imports a plugin; the app entry hands this list to boot,
 * which mounts those the site enables and the platform's module flags allow.
 */
export const plugins: PluginDefinition[] = [
  lobby,
  auth,
  announcements,
  winners,
  lottery,
  liveModels,
  pointsMall,
  socialLogin,
  customerService,
  help,
] as PluginDefinition[];
