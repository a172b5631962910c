/**
 * Where the nginx smoke suite's servers listen (playwright.nginx.config.ts): a fresh emulator,
 * nginx on the generated configuration, and the Node server over the same build, so the header
 * check runs against both. NGINX_SMOKE_PORT moves all three (nginx, then Node, then emulator).
 */
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
