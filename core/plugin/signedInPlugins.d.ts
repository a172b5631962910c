/**
 * The plugin ids a visitor sees nothing of, worked out by the build from their definitions
 * (vite.config.ts `define`, scripts/vite/slotRoots.ts isSignedInOnly).
 */
declare const __WL_SIGNED_IN_PLUGINS__: readonly string[];
