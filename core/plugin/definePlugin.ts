import type { ModuleFlag } from '../../generated/module-flags';
import type { LangCode } from '../i18n/languages';
import type { LazyComponent, ModalProps, RouteDef } from './contributions';
import type {
  Handle,
  ModalData,
  ModalHandle,
  ModalId,
  ServiceHandle,
  ServiceId,
  ServiceRegister,
} from './handles';
import type { SlotMap } from './slots';

/** A §3 module flag: only names declared in schemas/module-flags.schema.json compile. */
export type { ModuleFlag };
export type {
  Audience,
  CentrePage,
  ComponentSlot,
  EntryConditions,
  LazyComponent,
  LinkSlot,
  ModalProps,
  PageLayout,
  RouteDef,
  SlotReserve,
} from './contributions';
export type { SlotMap, SlotName } from './slots';

/**
 * A modal a plugin provides. provideModal checks that the component's data matches the handle;
 * once stored, any modal component fits (`never`: it is only rendered with its own data).
 */
export interface ModalProvision {
  handle: ModalHandle;
  load: LazyComponent<ModalProps<never>>;
}

/** A service a plugin provides, loaded with its chunk the first time someone uses it. */
export type ServiceProvision = {
  [K in ServiceId]: { handle: ServiceHandle<K>; load: () => Promise<ServiceRegister[K]> };
}[ServiceId];

export type Provision = ModalProvision | ServiceProvision;

/** `provides: [provideModal(loginPrompt, () => import('./LoginModal'))]` */
export function provideModal<K extends ModalId>(
  handle: ModalHandle<K>,
  load: LazyComponent<ModalProps<ModalData<K>>>,
): ModalProvision {
  // Widened for storage: ModalHost renders it only with data opened through this same handle.
  return { handle, load: load as unknown as LazyComponent<ModalProps<never>> };
}

/** `provides: [provideService(walletRefresh, () => import('./refresh').then((m) => m.refresh))]` */
export function provideService<K extends ServiceId>(
  handle: ServiceHandle<K>,
  load: () => Promise<ServiceRegister[K]>,
): ServiceProvision {
  return { handle, load } as ServiceProvision;
}

/** JSON Schema of a plugin's option block; the same file site:check validates with. */
export type OptionsSchema = Readonly<Record<string, unknown>>;

export interface PluginDefinition<Options = Record<string, unknown>> {
  /** Unique id; also the i18n namespace and the key of the plugin's block in site.json. */
  id: string;
  /** Module flags (§3) that must all be on for the plugin to mount. */
  requires?: ModuleFlag[];
  /** JSON Schema for the plugin's options (schemas/plugins/<id>.schema.json). */
  options?: OptionsSchema;
  /** Handles this plugin owns and implements (its modals, its services). */
  provides?: Provision[];
  /** Handles of others this plugin uses: start-up fails (PROVIDER_MISSING) without a provider. */
  needs?: Handle[];
  /** Handles of others this plugin uses when present (ask `useProvided` before using one). */
  optional?: Handle[];
  routes?: RouteDef[];
  slots?: Partial<SlotMap>;
  /**
   * Entries of the signed-in slots (account menu, member and agent centres) that load once
   * someone signs in (core/plugin/signedInParts.ts), so a visitor's first page never carries them.
   */
  signedIn?: SignedInLoader;
  /** The plugin's translations for one language (its i18n namespace is its id). */
  locales?: (lang: LangCode) => Promise<{ default: Record<string, unknown> }>;
  /**
   * Texts only the plugin's pages use, namespace `<id>-page` (pageNamespace): a file of their
   * own per language, loaded when a page first asks for them, so the texts every visitor's first
   * paint carries (locales: menu labels and the like) stay small.
   */
  pageLocales?: (lang: LangCode) => Promise<{ default: Record<string, unknown> }>;
  /** Runs once after activation, before the first render (e.g. to register listeners). */
  setup?: (ctx: { options: Options }) => void;
}

/** Slots only a signed-in person sees: a plugin may declare their entries in its signed-in part. */
export type SignedInSlotName = 'accountMenu' | 'memberCentre' | 'agentCentre';
export const SIGNED_IN_SLOT_NAMES: readonly SignedInSlotName[] = [
  'accountMenu',
  'memberCentre',
  'agentCentre',
];

/** A plugin's signed-in part: a module of its own, `export default defineSignedInPart({...})`. */
export interface SignedInPart {
  slots: Partial<Pick<SlotMap, SignedInSlotName>>;
  /**
   * Counts shown beside the entries with these keys (§2 badges: rewardCenter, missionLeaderboard),
   * each read from the platform once a real member is signed in and again on `refreshBadge(key)`
   * (core/runtime/badges.ts), e.g. after a claim.
   */
  badgeCounts?: Record<string, BadgeCounter>;
}

/** Reads one badge's count; `signal` aborts it when a newer read starts or the session ends. */
export type BadgeCounter = (context: { signal: AbortSignal }) => Promise<number>;

export interface SignedInLoader {
  /** The centres the part adds pages to: their routes exist from the start (deep links work). */
  centres?: ('memberCentre' | 'agentCentre')[];
  load: () => Promise<{ default: SignedInPart }>;
}

/** The namespace of a plugin's page texts (`pageLocales`). */
export const pageNamespace = (pluginId: string): string => `${pluginId}-page`;

/** Returns its argument, typed (the signed-in part of a plugin, see `signedIn`). */
export function defineSignedInPart(part: SignedInPart): SignedInPart {
  return part;
}

/** Returns its argument, typed: a plugin declaration is plain data (Vite's defineConfig habit). */
export function definePlugin<Options = Record<string, unknown>>(
  plugin: PluginDefinition<Options>,
): PluginDefinition<Options> {
  return plugin;
}
