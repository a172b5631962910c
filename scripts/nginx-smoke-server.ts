/**
 * The servers of the nginx smoke suite (playwright.nginx.config.ts): a fresh emulator (its own
 * temporary database), Debian's nginx running the configuration the build writes, for the test
 * build (E2E_DIST, default dist-test) with that emulator as upstream, under a temporary prefix,
 * and the Node static server over the same build, so one header check covers both servers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../emulator/server';
import { openSeededCopy } from '../emulator/db/snapshot';
import { provisionMerchants } from './emulator/provisionMerchants';
import {
  NGINX_SMOKE_ACCESS_LOG,
  NGINX_SMOKE_CLIENT_TIMEOUT_SECONDS,
  NGINX_SMOKE_PORTS,
} from './lib/nginx-smoke-ports';
import { REPO_ROOT } from './lib/repo-paths';
import { renderDistNginxConfig } from './serve/distNginxConfig';
import { checkNginxPrefix, startNginx, writeNginxPrefix } from './serve/nginxPrefix';
import { startStaticServer } from './serve/staticServer';

const ports = NGINX_SMOKE_PORTS;
const distDir = join(REPO_ROOT, process.env.E2E_DIST ?? 'dist-test');
const started = Date.now();

/** Resolves once something accepts connections on the port (nginx starts in the background). */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx-smoke: nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const prefix = mkdtempSync(join(tmpdir(), 'wl-nginx-smoke-'));
rmSync(NGINX_SMOKE_ACCESS_LOG, { force: true });
const emulator = await startEmulator({ port: ports.emulator, database: await openSeededCopy() });
await provisionMerchants(emulator.url);

writeNginxPrefix(
  prefix,
  renderDistNginxConfig(distDir, {
    upstream: emulator.url,
    listen: [`127.0.0.1:${ports.nginx}`],
    clientTimeoutSeconds: NGINX_SMOKE_CLIENT_TIMEOUT_SECONDS,
    accessLog: NGINX_SMOKE_ACCESS_LOG,
  }),
);
const check = checkNginxPrefix(prefix);
if (!check.ok) {
  console.error(`nginx-smoke: nginx -t refused the generated configuration\n${check.output}`);
  process.exit(1);
}
const nginx = startNginx(prefix);
nginx.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`nginx-smoke: nginx stopped (exit ${code}); see ${join(prefix, 'error.log')}`);
    process.exit(1);
  }
});
await waitForPort(ports.nginx, 10_000);
// Last: Playwright waits for this one, so nginx and the emulator are ready when it answers.
const node = await startStaticServer({ distDir, port: ports.node, emulatorUrl: emulator.url });
console.log(
  `nginx-smoke: nginx http://<site>.localhost:${ports.nginx}/ (prefix ${prefix}), ` +
    `node http://<site>.localhost:${ports.node}/, emulator ${emulator.url} ` +
    `(ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

const stop = async () => {
  nginx.removeAllListeners('exit');
  nginx.kill('SIGQUIT');
  node.close();
  await emulator.close();
  rmSync(prefix, { recursive: true, force: true });
  rmSync(NGINX_SMOKE_ACCESS_LOG, { force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
