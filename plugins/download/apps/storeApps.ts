import {
  platformResource,
  type PlatformResourceEntry,
} from '../../../core/runtime/platformResource';

/** An app installed from a download (§2: the side menu shows these two codes). */
export interface StoreApp {
  kind: 'ios' | 'android';
  /** The address its QR code and link carry. */
  url: string;
}

/** An app the download page offers: a store app, or the lite (web) app. */
export type DownloadApp = StoreApp | { kind: 'lite'; url: string };

/** Which app: iOS, Android or lite. */
export type AppKind = DownloadApp['kind'];

/**
 * Schemes a download address may use: the web, and itms-services, through which iOS installs an
 * enterprise build (apps of this kind ship outside the App Store). Anything else the platform
 * might send (javascript:, data:) never reaches a link or a code.
 */
const SAFE_SCHEMES = new Set(['https:', 'http:', 'itms-services:']);

/**
 * A platform address made absolute against this page's origin (a phone that scans the code
 * cannot resolve `/app.apk`), or null when it is empty or not one a link may carry.
 */
export function safeAddress(address: string, origin: string): string | null {
  if (address.trim() === '') return null;
  try {
    const url = new URL(address.trim(), origin);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The address of the first usable resource of one of `types`, made absolute, or null. */
export function resourceUrl(
  resources: readonly PlatformResourceEntry[] | undefined,
  types: readonly string[],
  origin: string,
): string | null {
  return platformResource(resources, types, (address) => safeAddress(address, origin));
}

/**
 * The store apps whose codes the side menu shows (§2: iOS and Android), in that order; an app
 * the platform lists no resource for is left out.
 */
export function storeApps(
  resources: readonly PlatformResourceEntry[] | undefined,
  origin: string,
): StoreApp[] {
  const apps: StoreApp[] = [];
  for (const kind of ['ios', 'android'] as const) {
    const url = resourceUrl(resources, [kind.toUpperCase()], origin);
    if (url) apps.push({ kind, url });
  }
  return apps;
}
