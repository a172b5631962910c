/**
 * Where the nginx smoke suite's servers listen (playwright.nginx.config.ts): a fresh emulator,
 * nginx on the generated configuration, and the Node server over the same build, so the header
 * check runs against both. NGINX_SMOKE_PORT moves all three (nginx, then Node, then emulator).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASE = Number(process.env.NGINX_SMOKE_PORT ?? 4360);

export interface NginxSmokePorts {
  nginx: number;
  node: number;
  emulator: number;
}

export const NGINX_SMOKE_PORTS: NginxSmokePorts = {
  nginx: BASE,
  node: BASE + 1,
  emulator: BASE + 2,
};

/** The smoke's nginx access log, which the log test reads (one per port, so runs do not mix). */
export const NGINX_SMOKE_ACCESS_LOG = join(tmpdir(), `wl-nginx-smoke-${BASE}.access.log`);

/**
 * client_header_timeout and client_body_timeout of the smoke's nginx: production waits 8 s
 * (nginxLimits.ts); the drip test waits past this one, so it is short.
 */
export const NGINX_SMOKE_CLIENT_TIMEOUT_SECONDS = 2;
