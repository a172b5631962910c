/**
 * The nginx smoke journeys drive Debian's nginx (/usr/sbin/nginx), the production reference.
 * When it is missing, install it from Debian's packages as ensure-chromium.ts does Chromium; the
 * package's own service is not needed (the smoke server runs nginx under a temporary prefix).
 */
import { ensureDebianPackage } from './lib/debian-package';
import { NGINX } from './serve/nginxPrefix';

// nginx prints its version on stderr.
ensureDebianPackage('ensure-nginx', NGINX, 'nginx', `${NGINX} -v 2>&1`);
