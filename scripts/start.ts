/**
 * `npm start [-- --site <id>]`: the platform emulator and the Vite dev server side by side, then
 * the URLs to open for every brand.
 */
import { createServer } from 'vite';
import { provisionMerchants } from './emulator/provisionMerchants';
import { startEmulator } from '../emulator/server';
import { REPO_ROOT } from './lib/repo-paths';
import { listSites } from './vite/renderSiteHtml';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

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

const emulator = await startEmulator({ port: emulatorPort });
process.env.EMULATOR_URL = emulator.url;
await provisionMerchants(emulator.url);
process.env.WL_SITE = site;
const server = await createServer({ root: REPO_ROOT, server: { port: webPort } });
await server.listen();

console.log(`
  ${site} is running against the platform emulator.

  Open:          http://localhost:${webPort}/            (${site})
${sites.map((id) => `                 http://${id}.localhost:${webPort}/`).join('\n')}
  Emulator:      ${emulator.url}/__emulator/  (status, module flags, SMS codes, captchas)
  Demo accounts: demo / Demo1234 (member), agent01 / Agent1234 (agent)
`);

const stop = async () => {
  await server.close();
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
