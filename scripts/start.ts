/**
 * `npm start [-- --site <id>]`: the platform emulator and the Vite dev server side by side, then
 * the URLs to open for every brand. Each step says what it is doing and how long it took: a cold
 * start (no emulator data yet, no dependency cache) takes a while, and silence looks like a hang.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { provisionMerchants } from './emulator/provisionMerchants';
import { startEmulator } from '../emulator/server';
import { resolveDataDir } from '../emulator/db/dataDir';
import { REPO_ROOT } from './lib/repo-paths';
import { listSites } from './vite/renderSiteHtml';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`start: ${line}`);

const sites = listSites(REPO_ROOT);
const site = arg('--site') ?? process.env.WL_SITE ?? 'default';
if (!sites.includes(site)) {
  console.error(
    `start: unknown site "${site}" (known: ${sites.join(', ')}); create it with npm run site:new -- ${site}`,
  );
  process.exit(1);
}
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4100);
const webPort = Number(process.env.PORT ?? 5173);
const { dataDir, note } = resolveDataDir();
if (note) say(note);
/** The brand pages this dev server serves: the only pages that may call the control API. */
const devOrigins = ['localhost', '127.0.0.1', ...sites.map((id) => `${id}.localhost`)].map(
  (name) => `http://${name}:${webPort}`,
);

const firstStart = !existsSync(join(dataDir, 'PG_VERSION'));
say(
  firstStart
    ? `seeding the platform emulator's database in ${dataDir} (first start: about 20 to 60 s)…`
    : `opening the platform emulator's database in ${dataDir}…`,
);
let step = Date.now();
const emulator = await startEmulator({ port: emulatorPort, dataDir, trustedOrigins: devOrigins });
process.env.EMULATOR_URL = emulator.url;
await provisionMerchants(emulator.url);
say(`emulator ready at ${emulator.url} in ${seconds(step)}; starting the dev server…`);

step = Date.now();
process.env.WL_SITE = site;
const server = await createServer({
  root: REPO_ROOT,
  // The app's module graph is transformed as soon as the server listens, not when the first
  // browser asks for it page by page.
  server: { port: webPort, warmup: { clientFiles: ['./app/main.tsx'] } },
});
await server.listen();
say(`dev server ready in ${seconds(step)} (${seconds(started)} in all)`);

console.log(`
  ${site} is running against the platform emulator.

  Open:          http://localhost:${webPort}/            (${site})
${sites.map((id) => `                 http://${id}.localhost:${webPort}/`).join('\n')}
  Emulator:      ${emulator.url}/__emulator/  (status, module flags, SMS codes, captchas)
  Demo accounts: demo / Demo1234 (member), agent01 / Agent1234 (agent)

  The first page a browser opens after a cold start compiles the app's modules: allow it up to
  a minute; later pages and reloads are quick.
`);

const stop = async () => {
  await server.close();
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
