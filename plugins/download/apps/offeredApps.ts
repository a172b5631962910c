import type { PermissionInfo } from '../../../core/runtime/RuntimeContext';
import { resourceUrl, safeAddress, storeApps, type DownloadApp } from './storeApps';

/**
 * Resource types a platform may list the lite app under. The spec names a lite app (§1) but no
 * resource for it, so these are the names platforms of this kind give a web-app entry.
 */
const LITE_TYPES = ['LITE', 'H5'];

/** Host names brands give their mobile site (m.example.com, h5.…, wap.…, mobile.…). */
const MOBILE_HOST = /^(m|h5|wap|mobile)\./i;

/** A domainRoute entry with its scheme; platforms send both `https://m.x.com` and `m.x.com`. */
const withScheme = (domain: string): string =>
  /^[a-z][a-z0-9+.-]*:/i.test(domain.trim()) ? domain.trim() : `https://${domain.trim()}`;

/** Whether the platform lists the lite app itself (a LITE or H5 resource). */
export function hasListedLiteApp(
  permission: Pick<PermissionInfo, 'resources'>,
  origin: string,
): boolean {
  return resourceUrl(permission.resources, LITE_TYPES, origin) !== null;
}

/**
 * Where the lite app lives. The lite app is the brand's web site added to a phone's home screen
 * (no store, no install), so: the platform's own LITE or H5 resource when it lists one; else the
 * brand's mobile site among the domains the platform routes (domainRoute, §3), which fits a
 * phone's screen; else this site itself, which every phone browser can add just the same.
 */
export function liteAppUrl(
  permission: Pick<PermissionInfo, 'resources' | 'domainRoute'>,
  origin: string,
): string {
  const listed = resourceUrl(permission.resources, LITE_TYPES, origin);
  if (listed) return listed;
  for (const domain of permission.domainRoute ?? []) {
    const address = safeAddress(withScheme(domain), origin);
    if (address && MOBILE_HOST.test(new URL(address).hostname)) return address;
  }
  return new URL('/', origin).href;
}

/**
 * The apps the download page offers, in the order iOS, Android, lite: each store app only where
 * the platform lists its resource, the lite app where the site offers it (option `liteApp`).
 */
export function offeredApps(
  permission: Pick<PermissionInfo, 'resources' | 'domainRoute'>,
  origin: string,
  options: { liteApp: boolean },
): DownloadApp[] {
  const apps = storeApps(permission.resources, origin);
  return options.liteApp ? [...apps, { kind: 'lite', url: liteAppUrl(permission, origin) }] : apps;
}
