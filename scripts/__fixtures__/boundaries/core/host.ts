import { plugins } from '../plugins/index'; // violation: core imports the plugin list

export const count = plugins.length;
