import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { startStaticServer } from '../../scripts/serve/staticServer';
import { oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * A deploy replaced the files an open page still points at (§8: script or style chunk failure
 * shows the chunk-load error with type and URL). Files are deleted from a private copy of the
 * test build behind a server of this file's own, so journeys running beside it keep theirs.
 */

/** Set on the window once the home page is up; a full page load would lose it. */
const MARKER = '__staleChunkSameDocument';

let buildDir = '';
let server: Server | undefined;
let port = 0;

test.beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'wl-stale-chunk-'));
  cpSync(join(REPO_ROOT, process.env.E2E_DIST ?? 'dist-test'), buildDir, { recursive: true });
  server = await startStaticServer({ distDir: buildDir, port: 0, emulatorUrl: EMULATOR });
  port = (server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  const running = server;
  if (running) {
    // the browser keeps connections alive; close them or close() waits for them
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  }
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** The built file of a lazy chunk, by the name of the module it was cut from. */
function chunkFile(module: string, extension = 'js'): string {
  const pattern = new RegExp(`^${module}-[\\w-]+\\.${extension}$`);
  const found = readdirSync(join(buildDir, 'assets')).filter((name) => pattern.test(name));
  expect(found, `one built chunk for ${module}`).toHaveLength(1);
  return found[0]!;
}

/** Takes a chunk off the server, as a deploy would; `restore` puts it back. */
function removeChunk(file: string): { restore: () => void } {
  const live = join(buildDir, 'assets', file);
  const away = join(buildDir, `${file}.removed`);
  renameSync(live, away);
  return {
    restore: () => {
      if (existsSync(away)) renameSync(away, live);
    },
  };
}

/** The chunk-load sentence as the person reads it (§8), in the site's language. */
function chunkSentence(lang: Lang, type: 'script' | 'style', url: string): string {
  const core = locale('core', lang);
  return translate(core, 'errors.chunk_load', {
    type: translate(core, `chunk_type.${type}`),
    url,
  });
}

async function openHome(page: Page, siteId: string, lang: Lang, brand: string): Promise<string> {
  const origin = `http://${siteId}.localhost:${port}`;
  await page.goto(`${origin}/`);
  await expect(
    page.getByRole('link', {
      name: translate(locale('core', lang), 'header.home_of', { brand }),
    }),
  ).toBeVisible();
  await page.evaluate((marker) => {
    (window as unknown as Record<string, boolean>)[marker] = true;
  }, MARKER);
  return origin;
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    (marker) => (window as unknown as Record<string, boolean | undefined>)[marker] === true,
    MARKER,
  );
}

test.describe(
  'a lazy chunk deleted by a deploy',
  oneBrand('default', 'a chunk that a deploy removed takes nothing from the brand'),
  () => {
    test('a route page says which file failed, keeps the shell and reloads once the file is back', async ({
      page,
      site,
      siteId,
      lang,
    }) => {
      test.skip(!('help' in site.plugins), 'help not enabled on this site');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const origin = await openHome(page, siteId, lang, site.brand.name);

      const file = chunkFile('HelpPage');
      expect(requested, 'the help page is not loaded before it is opened').not.toContain(
        `/assets/${file}`,
      );
      const removed = removeChunk(file);
      try {
        // A client-side navigation, as a link inside the app makes: the old page asks for the file.
        await page.evaluate(() => window.history.pushState(null, '', '/help'));
        const alert = page.getByRole('main').getByRole('alert');
        await expect(
          alert.getByText(chunkSentence(lang, 'script', `${origin}/assets/${file}`), {
            exact: true,
          }),
        ).toBeVisible();
        expect(await sameDocument(page), 'no full page load happened').toBe(true);
        // Nothing else went blank: the shell is still there around the message.
        await expect(
          page.getByRole('link', {
            name: translate(locale('core', lang), 'header.home_of', { brand: site.brand.name }),
          }),
        ).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        removed.restore();
        await alert
          .getByRole('button', { name: translate(locale('core', lang), 'actions.reload') })
          .click();
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: translate(locale('help', lang), 'centre.title'),
          }),
        ).toBeVisible();
        expect(await sameDocument(page), 'the button reloaded the page').toBe(false);
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      } finally {
        removed.restore();
      }
    });

    test('a stylesheet that fails to preload is named as a stylesheet', async ({
      page,
      site,
      siteId,
      lang,
    }) => {
      test.skip(!('help' in site.plugins), 'help not enabled on this site');
      const origin = await openHome(page, siteId, lang, site.brand.name);
      const file = chunkFile('HelpCentre', 'css');
      const removed = removeChunk(file);
      try {
        // Vite's preload helper fails the import when a stylesheet of the chunk does not load.
        await page.evaluate(() => window.history.pushState(null, '', '/help'));
        await expect(
          page
            .getByRole('main')
            .getByRole('alert')
            .getByText(chunkSentence(lang, 'style', `${origin}/assets/${file}`), { exact: true }),
        ).toBeVisible();
        expect(await sameDocument(page)).toBe(true);
      } finally {
        removed.restore();
      }
    });

    test("a modal's chunk says which file failed inside a dialog", async ({
      page,
      site,
      siteId,
      lang,
    }) => {
      test.skip(!('auth' in site.plugins), 'auth not enabled on this site');
      const origin = await openHome(page, siteId, lang, site.brand.name);
      const file = chunkFile('LoginModal');
      const removed = removeChunk(file);
      try {
        await page
          .getByRole('banner')
          .getByRole('button', { name: translate(locale('auth', lang), 'login.open'), exact: true })
          .click();
        const dialog = page.getByRole('dialog', {
          name: translate(locale('core', lang), 'dialog.prompt'),
        });
        await expect(
          dialog
            .getByRole('alert')
            .getByText(chunkSentence(lang, 'script', `${origin}/assets/${file}`), { exact: true }),
        ).toBeVisible();
        await expect(
          dialog.getByRole('button', { name: translate(locale('core', lang), 'actions.reload') }),
        ).toBeVisible();
        // The dialog closes like any other, back to the page as it was.
        await dialog
          .getByRole('button', { name: translate(locale('core', lang), 'actions.close') })
          .click();
        await expect(dialog).toBeHidden();
        expect(await sameDocument(page)).toBe(true);
      } finally {
        removed.restore();
      }
    });

    test("a slot's chunk says which file failed where the slot sits, and the page still shows", async ({
      page,
      site,
      siteId,
      lang,
    }) => {
      const file = chunkFile('slots');
      const removed = removeChunk(file);
      try {
        const origin = `http://${siteId}.localhost:${port}`;
        await page.goto(`${origin}/`);
        const sentence = chunkSentence(lang, 'script', `${origin}/assets/${file}`);
        // The footer's slot components live in that chunk; the footer itself and the page remain.
        await expect(
          page
            .getByRole('contentinfo')
            .getByRole('alert')
            .getByText(sentence, { exact: true })
            .first(),
        ).toBeVisible();
        await expect(
          page.getByRole('link', {
            name: translate(locale('core', lang), 'header.home_of', { brand: site.brand.name }),
          }),
        ).toBeVisible();
        await expect(
          page
            .getByRole('contentinfo')
            .getByText(
              translate(locale('core', lang), 'footer.age_notice', { age: site.limits.ageGate }),
            ),
        ).toBeVisible();
      } finally {
        removed.restore();
      }
    });
  },
);
