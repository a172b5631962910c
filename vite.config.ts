/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkLayout } from './scripts/vite/chunkLayout.ts';
import { siteHtmlPlugin } from './scripts/vite/siteHtmlPlugin.ts';
import { slimSchemas } from './scripts/vite/slimSchemas.ts';
import { emptySlotRoots, signedInPlugins, slotRootsPlugin } from './scripts/vite/slotRoots.ts';

const root = import.meta.dirname;
const emulator = process.env.EMULATOR_URL ?? 'http://127.0.0.1:4100';
const proxied = ['/wps', '/lgw', '/lotto', '/__emulator', '/emulator-assets'];
/** Filled while the build reads the plugin definitions, read when it cuts chunks. */
const slotRoots = emptySlotRoots();

export default defineConfig({
  root,
  appType: 'custom',
  // The plugins a visitor sees nothing of (slotRoots.ts isSignedInOnly): boot loads their texts
  // only for a signed-in person. Worked out from their definitions, so the browser need not.
  define: { __WL_SIGNED_IN_PLUGINS__: JSON.stringify([...signedInPlugins(root)]) },
  plugins: [
    react(),
    siteHtmlPlugin(root, process.env.WL_SITE ?? 'default'),
    slimSchemas(),
    slotRootsPlugin(slotRoots),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: emulator, changeOrigin: false }]),
    ),
  },
  // JSON (texts, schemas, plugin options) as one default export: no named export per top-level
  // key, which cost a variable and an export entry each in every first-load chunk.
  json: { namedExports: false },
  build: {
    outDir: process.env.WL_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The shell (React, i18next, query, router, core) is one chunk on purpose (chunkLayout.ts);
    // npm run bench:bundle holds the real budget.
    chunkSizeWarningLimit: 450,
    rolldownOptions: { output: { codeSplitting: chunkLayout(slotRoots) } },
  },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'core/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'emulator/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
