import type { PluginDefinition } from '../core/plugin/definePlugin';
import auth from './auth';
import customerService from './customer-service';
import lobby from './lobby';
import pointsMall from './points-mall';

/**
 * The one list of plugins. Core never imports a plugin; the app entry hands this list to boot,
 * which mounts those the site enables and the platform's module flags allow.
 */
export const plugins: PluginDefinition[] = [
  lobby,
  auth,
  pointsMall,
  customerService,
] as PluginDefinition[];
