/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { chunkLayout } from './scripts/vite/chunkLayout.ts';
import { denyDotPaths } from './scripts/vite/denyDotPaths.ts';
import { nativeSyncExternalStore } from './scripts/vite/nativeSyncExternalStore.ts';
import { pluginTextsPlugin } from './scripts/vite/pluginTexts.ts';
import { preloadLists } from './scripts/vite/preloadLists.ts';
import { siteHtmlPlugin } from './scripts/vite/siteHtmlPlugin.ts';
import { slimSchemas } from './scripts/vite/slimSchemas.ts';
import { unitTestFiles } from './scripts/vitest/unitTestFiles.ts';
import { emptySlotRoots, signedInPlugins, slotRootsPlugin } from './scripts/vite/slotRoots.ts';

const root = import.meta.dirname;
const emulator = process.env.EMULATOR_URL ?? 'http://127.0.0.1:4100';
const proxied = ['/wps', '/lgw', '/lotto', '/__emulator', '/emulator-assets'];
/** Filled while the build reads the plugin definitions, read when it cuts chunks. */
const slotRoots = emptySlotRoots();
/** The plugins a visitor sees nothing of (slotRoots.ts isSignedInOnly). */
const signedIn = signedInPlugins(root);
const preload = preloadLists();
/** Unit tests that set the process's time zone: each runs in a process of its own. */
const OWN_ZONE = ['core/ui/records/dateRangePresets.test.ts'];
/** Vitest's own default exclude, restated because an exclude replaces it. */
const NEVER_TESTED = ['**/node_modules/**', '**/.git/**'];
const unitTests = unitTestFiles(root);

export default defineConfig({
  root,
  appType: 'custom',
  // The plugins a visitor sees nothing of (slotRoots.ts isSignedInOnly): boot loads their texts
  // only for a signed-in person. Worked out from their definitions, so the browser need not.
  define: { __WL_SIGNED_IN_PLUGINS__: JSON.stringify([...signedIn]) },
  plugins: [
    denyDotPaths(),
    react(),
    siteHtmlPlugin(root, process.env.WL_SITE ?? 'default'),
    slimSchemas(),
    pluginTextsPlugin(root, signedIn),
    preload.plugin,
    nativeSyncExternalStore(),
    slotRootsPlugin(slotRoots),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // Only localhost, *.localhost and IP literals (Vite's own list, kept explicit): a rebound DNS
    // name gets a 403. No CORS grant: the brand pages load their modules same-origin, and no other
    // page, local or not, may read the sources.
    allowedHosts: [],
    cors: false,
    fs: {
      // Vite's defaults, restated (a list replaces them), then every dot file and dot folder but
      // the optimiser's node_modules/.vite; denyDotPaths refuses such addresses before this.
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key,p12,pfx,cer,der}',
        '.npmrc',
        '.yarnrc.yml',
        '**/.git/**',
        '.*',
        '**/.!(vite)/**',
      ],
    },
    // The emulator's own Host, not the brand's: it answers only Hosts that name it (DNS rebinding).
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: emulator, changeOrigin: true }]),
    ),
  },
  // JSON (texts, schemas, plugin options) as one default export: no named export per top-level
  // key, which cost a variable and an export entry each in every first-load chunk. An object
  // literal also past 10 kB, where Vite would ship a JSON.parse() string (core's Khmer texts):
  // its keys unquoted, 0.1 KiB gzip less on every Khmer first page, for some 11 kB to parse.
  json: { namedExports: false, stringify: false },
  build: {
    outDir: process.env.WL_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The shell (React, i18next, query, router, core) is one chunk on purpose (chunkLayout.ts);
    // npm run bench:bundle holds the real budget.
    chunkSizeWarningLimit: 450,
    modulePreload: {
      // No polyfill in the entry: lazy chunks' preloads fall back to <link rel="preload"> where
      // a browser lacks modulepreload (Firefox before 115, Safari before 17, of the es2022
      // target), so all the polyfill still did there was warm the page's own static imports.
      polyfill: false,
      resolveDependencies: preload.resolveDependencies,
    },
    rolldownOptions: { output: { codeSplitting: chunkLayout(slotRoots) } },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    reporters: ['default', './scripts/vitest/slowestFilesReporter.ts'],
    hookTimeout: 60_000,
    // One worker per core: vitest's default keeps one core free, which on a 2-core machine ran
    // the whole suite on one (310 s against 204 s with both).
    maxWorkers: availableParallelism(),
    // Worker threads start faster than child processes (the unit step: 304 s instead of 352 s
    // measured); a test that sets the time zone (process.env.TZ) needs a process of its own,
    // since the zone is the whole process's and threads share it. Files that mock no module share
    // their worker's modules and DOM (scripts/vitest/unitTestFiles.ts says why).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          isolate: false,
          include: unitTests.shared,
          exclude: [...NEVER_TESTED, ...OWN_ZONE],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          pool: 'threads',
          include: unitTests.isolated,
          exclude: [...NEVER_TESTED, ...OWN_ZONE],
        },
      },
      { extends: true, test: { name: 'own-zone', pool: 'forks', include: OWN_ZONE } },
    ],
  },
});
