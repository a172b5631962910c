import { tool } from '../scripts/tool'; // violation: the app entry imports a script

export const entry = `app ${tool}`;
