/**
 * The nginx configuration of one built dist folder, as `npm run build` writes it beside the
 * folder and `npm run nginx:config` writes it for a deploy: the brands come from the build, the
 * served path and the platform's address from the environment it is deployed to, the calls that
 * upload from the endpoint table.
 */
import { resolve } from 'node:path';
import { readDistSites } from './distSites';
import { renderNginxConfig, type NginxConfigOptions } from './nginxConfig';
import { readUploadPaths } from './uploadPaths';

/** The platform a local build talks to: the emulator's default address (npm run emulator). */
export const DEFAULT_UPSTREAM = 'http://127.0.0.1:4100';

/** Where the build writes the default configuration: beside the folder, never inside it. */
export function nginxConfigPathFor(distDir: string): string {
  return `${resolve(distDir).replace(/\/+$/, '')}.nginx.conf`;
}

/** Renders the configuration for `distDir`; `root` defaults to the folder's own absolute path. */
export function renderDistNginxConfig(
  distDir: string,
  options: Partial<Omit<NginxConfigOptions, 'sites'>> = {},
): string {
  return renderNginxConfig({
    sites: readDistSites(distDir),
    root: options.root ?? resolve(distDir),
    upstream: options.upstream ?? process.env.PLATFORM_UPSTREAM ?? DEFAULT_UPSTREAM,
    ...(options.listen ? { listen: options.listen } : {}),
    https: options.https ?? false,
    uploadPaths: options.uploadPaths ?? readUploadPaths(),
    ...(options.clientTimeoutSeconds ? { clientTimeoutSeconds: options.clientTimeoutSeconds } : {}),
    ...(options.accessLog ? { accessLog: options.accessLog } : {}),
    ...(options.realIpFrom ? { realIpFrom: options.realIpFrom } : {}),
  });
}
