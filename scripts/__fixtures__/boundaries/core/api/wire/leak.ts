import { createHash } from 'node:crypto'; // violation: wire must run in a browser too
import { definePlugin } from '../../define-plugin'; // violation: wire imports other core code

export const leak = definePlugin({ id: createHash('sha1').digest('hex'), label: 'leak' });
