/**
 * `npm run nginx:config -- --dist dist --root /srv/whitelabel --upstream http://platform:8080
 * [--https] [--real-ip-from 10.0.0.0/8,…] [--listen 80,[::]:80] [--access-log file] [--out file]`: writes the nginx configuration of a built folder
 * for the environment it is deployed to (by default to `<dist>.nginx.conf`, as the build does).
 * --root is where the folder is copied on the server, --upstream the platform's address, --https
 * that TLS ends in front of nginx (every page then carries Strict-Transport-Security),
 * --real-ip-from the addresses of that proxy (the per-address limits then count each player, not
 * the proxy), --access-log where the query-free access log goes (default Debian's).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, runCli } from './lib/cli-args';
import { REPO_ROOT } from './lib/repo-paths';
import { nginxConfigPathFor, renderDistNginxConfig } from './serve/distNginxConfig';
import { NginxConfigError } from './serve/nginxConfig';

const VALUED = ['dist', 'root', 'upstream', 'listen', 'access-log', 'real-ip-from', 'out'];
const FLAGS = ['https'];

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, VALUED);
  const unknown = [...args.flags].find((flag) => !FLAGS.includes(flag)) ?? args.positionals[0];
  if (unknown !== undefined)
    throw new NginxConfigError(
      `unknown argument ${JSON.stringify(unknown)} (known: ${VALUED.map((name) => `--${name} <value>`).join(', ')}, --https)`,
    );
  const distDir = resolve(REPO_ROOT, args.options.get('dist') ?? 'dist');
  const listen = args.options.get('listen')?.split(',');
  const realIpFrom = args.options.get('real-ip-from')?.split(',');
  const text = renderDistNginxConfig(distDir, {
    root: args.options.get('root'),
    upstream: args.options.get('upstream'),
    https: args.flags.has('https'),
    ...(listen ? { listen } : {}),
    accessLog: args.options.get('access-log'),
    ...(realIpFrom ? { realIpFrom } : {}),
  });
  const out = resolve(args.options.get('out') ?? nginxConfigPathFor(distDir));
  if (args.flags.has('https') && !realIpFrom)
    console.warn(
      'nginx:config: --https without --real-ip-from: the per-address limits will count the proxy in front as one client',
    );
  writeFileSync(out, text);
  console.log(`nginx:config: wrote ${out}`);
  console.log('              copy it to /etc/nginx/conf.d/, then: nginx -t && nginx -s reload');
  return 0;
}

runCli(
  'nginx:config',
  () => main(process.argv.slice(2)),
  (error) => error instanceof NginxConfigError || (error as { code?: string })?.code === 'ENOENT',
);
