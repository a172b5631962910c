/**
 * The paths a brand's origin forwards to the platform. Production (nginxConfig.ts) forwards only
 * the platform's API generations (/wps, /lgw, /lotto). The Node servers of development and tests
 * (staticServer.ts) also forward the emulator's vendor pages and pictures (/emulator-assets),
 * which a real platform serves from its own hosts: proxied on a brand origin they would be pages
 * of the brand's origin that any site could frame. The emulator's control API (/__emulator) is in
 * neither list: it is reachable on the emulator's own port only, never through a brand host name.
 */
export const PLATFORM_API_PREFIXES = ['wps', 'lgw', 'lotto'] as const;

/** What the Node dev and test servers forward: the API and the emulator's own assets. */
export const DEV_PLATFORM_PATH_PREFIXES = [...PLATFORM_API_PREFIXES, 'emulator-assets'] as const;

/** Matches a request path the Node server forwards to the platform. */
export const PLATFORM_PATH = new RegExp(`^/(${DEV_PLATFORM_PATH_PREFIXES.join('|')})(/|$)`);
