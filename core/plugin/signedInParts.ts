import { proxy, subscribe } from 'valtio';
import { followMoneyViews } from '../money/moneyMoved';
import { refreshAllBadges, registerBadgeCounters } from '../runtime/badges';
import { session } from '../session/session';
import { byOrder } from './byOrder';
import { SIGNED_IN_SLOT_NAMES, type SignedInLoader, type SignedInSlotName } from './definePlugin';
import type { SlotMap } from './slots';

type SignedInEntry = SlotMap[SignedInSlotName][number] & { pluginId: string };

/**
 * What of the registry (buildRegistry.ts) the signed-in parts touch; structural, so the registry's
 * module and the centres that use this one do not import each other.
 */
interface SignedInRegistry {
  slots: { [K in SignedInSlotName]: (SlotMap[K][number] & { pluginId: string })[] };
  signedInLoaders: { load: SignedInLoader['load']; pluginId: string }[];
}

/**
 * Where the plugins' signed-in parts are: `idle` until someone signs in, then `loading`, `ready`
 * (their entries are in the registry) or `failed` (a retry may try again). The account menu and
 * the centres re-render on it.
 */
export const signedInParts = proxy({ state: 'idle' as 'idle' | 'loading' | 'ready' | 'failed' });

let loading: Promise<void> | null = null;

/**
 * Loads every active plugin's signed-in part (once) and adds its entries to the registry, each
 * owned by its plugin and in order with the entries declared up front. The account menu and the
 * member and agent centres are only for signed-in people, so neither their entries nor this
 * module weigh on a visitor's first page (boot imports it at the first signed-in moment). A
 * failed load can be tried again.
 */
export function loadSignedInParts(registry: SignedInRegistry): Promise<void> {
  if (signedInParts.state === 'ready') return Promise.resolve();
  loading ??= (async () => {
    signedInParts.state = 'loading';
    const parts = await Promise.all(
      registry.signedInLoaders.map(({ load, pluginId }) =>
        load().then((module) => ({ pluginId, part: module.default })),
      ),
    );
    for (const name of SIGNED_IN_SLOT_NAMES) {
      const slot = registry.slots[name] as SignedInEntry[];
      for (const { pluginId, part } of parts)
        for (const entry of part.slots[name] ?? []) slot.push({ ...entry, pluginId });
      slot.sort(byOrder);
    }
    for (const { part } of parts) if (part.badgeCounts) registerBadgeCounters(part.badgeCounts);
    signedInParts.state = 'ready';
    readBadgesOnEverySignIn();
    // Money views exist only for members: they follow other tabs and the page's return from here.
    followMoneyViews();
  })().catch((error: unknown) => {
    loading = null;
    signedInParts.state = 'failed';
    throw error;
  });
  return loading;
}

let unsubscribeSession: (() => void) | null = null;

/**
 * The counts of the member signed in now; again whenever another member signs in on this page
 * (a logout clears them, core/runtime/badges.ts).
 */
function readBadgesOnEverySignIn(): void {
  let countedFor: string | null = null;
  const readIfNewMember = () => {
    const who = session.isLogin ? session.token : null;
    if (who === countedFor) return;
    countedFor = who;
    if (who) void refreshAllBadges();
  };
  unsubscribeSession?.();
  unsubscribeSession = subscribe(session, readIfNewMember);
  readIfNewMember();
}

/** True while the registry waits for signed-in parts: the centres wait for them too. */
export function signedInPartsPending(registry: SignedInRegistry): boolean {
  return registry.signedInLoaders.length > 0 && signedInParts.state !== 'ready';
}

/** For tests: forget what was loaded. */
export function resetSignedInParts(): void {
  unsubscribeSession?.();
  unsubscribeSession = null;
  loading = null;
  signedInParts.state = 'idle';
}
