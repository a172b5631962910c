import type { Plugin } from 'vite';

/** `use-sync-external-store/shim`, as wouter and react-i18next import it. */
const SHIM = /^use-sync-external-store\/shim(?:\/index\.js)?$/;
const NATIVE = '\0whitelabel-use-sync-external-store';

/**
 * Builds hand wouter and react-i18next React's own useSyncExternalStore. They import the shim
 * that backports the hook to React 16 and 17; under React 18 and later the shim exports React's
 * hook and never runs its fallback, which every page still carried (about 0.2 KiB gzip).
 */
export function nativeSyncExternalStore(): Plugin {
  return {
    name: 'whitelabel-native-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (SHIM.test(source) ? NATIVE : null),
    load: (id) => (id === NATIVE ? "export { useSyncExternalStore } from 'react';\n" : null),
  };
}
