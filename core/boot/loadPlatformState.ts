import { request } from '../api/request';
import { resolveFlags, type WhitelabelNode } from '../flags/resolveFlags';
import type { PermissionInfo } from '../runtime/RuntimeContext';

export type PlatformState =
  | { kind: 'maintenance'; permission: PermissionInfo }
  | { kind: 'region-blocked'; permission: PermissionInfo }
  | { kind: 'open'; permission: PermissionInfo; flags: Set<string> };

/** How each platform call is run; boot passes its retry loop (§9), so one call is retried alone. */
export type StartupCall = <T>(read: () => Promise<T>) => Promise<T>;

/**
 * §4 start-up: permission info first. Maintenance wins over a region block, whatever the code;
 * only an open site goes on to read its whitelabel module flags.
 */
export async function loadPlatformState(
  call: StartupCall = (read) => read(),
): Promise<PlatformState> {
  const permission = await call(() => request('status', {}));
  if (permission.status === 1 || permission.maintenance) return { kind: 'maintenance', permission };
  if (permission.status === 2 || permission.regionRestriction)
    return { kind: 'region-blocked', permission };
  const tree = (await call(() => request('whitelabel', {}))) as WhitelabelNode[];
  return { kind: 'open', permission, flags: resolveFlags(tree) };
}
