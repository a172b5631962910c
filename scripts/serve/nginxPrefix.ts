/**
 * Runs Debian's nginx on a generated site configuration without touching /etc/nginx: a throwaway
 * prefix folder holds a minimal main nginx.conf (pid, logs and temporary files inside the prefix,
 * in the foreground) that includes the site file, as /etc/nginx/nginx.conf includes conf.d/.
 * Used by the `nginx -t` unit test and the nginx smoke server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx; NGINX_PATH points elsewhere. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/**
 * Writes `<prefix>/nginx.conf` and `<prefix>/site.conf`; returns the main file's path. Run as
 * root, the workers keep this user (nginx would switch to nobody, who may not read the build).
 */
export function writeNginxPrefix(prefix: string, siteConfig: string): string {
  mkdirSync(prefix, { recursive: true });
  for (const folder of TEMP_FOLDERS) mkdirSync(join(prefix, folder), { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  const main = [
    ...(runsAsRoot ? [`user ${userInfo().username};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    types_hash_max_size 2048;',
    `    access_log ${join(prefix, 'access.log')};`,
    ...TEMP_FOLDERS.map((folder) => `    ${folder}_temp_path ${join(prefix, folder)};`),
    `    include ${join(prefix, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
  writeFileSync(join(prefix, 'site.conf'), siteConfig);
  const mainFile = join(prefix, 'nginx.conf');
  writeFileSync(mainFile, main);
  return mainFile;
}

function nginxArgs(prefix: string): string[] {
  // -e: errors before the config is read go to the prefix too, not to /var/log/nginx.
  return ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
}

/** `nginx -t` on a written prefix: ok, and nginx's own words either way. */
export function checkNginxPrefix(prefix: string): { ok: boolean; output: string } {
  const result = spawnSync(NGINX, ['-t', ...nginxArgs(prefix)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Starts nginx in the foreground on a written prefix; stop it with `.kill()`. */
export function startNginx(prefix: string): ChildProcess {
  return spawn(NGINX, nginxArgs(prefix), { stdio: ['ignore', 'inherit', 'inherit'] });
}
