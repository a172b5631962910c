/**
 * The paths a brand's origin forwards to the platform: its API generations (/wps, /lgw, /lotto)
 * and, in development and tests, the emulator's vendor pages and pictures, which a real platform
 * serves from its own hosts. The emulator's control API (/__emulator) is deliberately absent: it
 * is reachable on the emulator's own port only, never through a brand's host name. The Node
 * server (staticServer.ts) and the generated nginx configuration (nginxConfig.ts) both use this
 * list, so what one forwards the other forwards too.
 */
export const PLATFORM_PATH_PREFIXES = ['wps', 'lgw', 'lotto', 'emulator-assets'] as const;

/** Matches a request path the brand origin forwards to the platform. */
export const PLATFORM_PATH = new RegExp(`^/(${PLATFORM_PATH_PREFIXES.join('|')})(/|$)`);
