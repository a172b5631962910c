import type { ComponentType } from 'react';
import type { ModuleFlag } from '../../generated/module-flags';
import type { LangCode } from '../i18n/languages';

/** A §3 module flag: only names declared in schemas/module-flags.schema.json compile. */
export type { ModuleFlag };

/** A lazily loaded React component: every page and slot component is its own chunk. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** Who may see a contribution. `member` includes agents and trial users unless stated otherwise. */
export type Audience = 'any' | 'guest' | 'member' | 'agent' | 'real-member';

/** Which shell frame a page renders in (§2: game pages hide the side menu; /agent has no shell). */
export type PageLayout = 'home' | 'game' | 'agent' | 'bare';

/** One routed page. Routes and menu entries are separate declarations joined by the path. */
export interface RouteDef {
  /** wouter path pattern, e.g. `/pointMall` or `/game/:id`. */
  path: string;
  page: LazyComponent;
  /** Login required (§2 route guard): without a token the visitor goes to /login. */
  auth?: boolean;
  /** A money or member panel (§4): trial users are refused with the need-true-account warning. */
  realAccount?: boolean;
  layout?: PageLayout;
}

/** A menu entry: a link to a route or an action that opens a modal. */
export interface LinkSlot {
  key: string;
  /** i18n key in the plugin's namespace. */
  label: string;
  to?: string;
  /** Modal id to open instead of navigating. */
  modal?: string;
  order?: number;
  audience?: Audience;
  /** Extra module flags this entry needs beyond the plugin's own. */
  requires?: ModuleFlag[];
  /** Opens a money or member panel: visitors get the login popup, trial users a refusal (§4). */
  realAccount?: boolean;
}

/**
 * Space a slot component keeps from the first paint, before its chunk and data arrive, so the
 * page does not jump when it fills in (CLS). Give the component's usual size.
 */
export interface SlotReserve {
  minHeight?: number;
  /** CSS aspect ratio of the whole slot, e.g. `'1200 / 300'` for a banner. */
  aspectRatio?: string;
}

/** A component placed at one of the shell's extension points. */
export interface ComponentSlot {
  key: string;
  component: LazyComponent;
  order?: number;
  audience?: Audience;
  requires?: ModuleFlag[];
  /** Fixed, or worked out from the plugin's site options (e.g. a configured banner size). */
  reserve?: SlotReserve | ((options: Record<string, unknown>) => SlotReserve);
}

/** The shell's extension points (DESIGN.md "The plugin contract"). */
export interface SlotMap {
  headerNav: ComponentSlot[];
  headerActions: ComponentSlot[];
  accountMenu: LinkSlot[];
  sideMenu: LinkSlot[];
  sideMenuSections: ComponentSlot[];
  rightBar: ComponentSlot[];
  footer: ComponentSlot[];
  homeSections: ComponentSlot[];
  notifications: ComponentSlot[];
  /** One-click sign-in buttons shown inside the login and register popups (social login). */
  loginProviders: ComponentSlot[];
}

export type SlotName = keyof SlotMap;

/** A page of the member or agent centre, keyed by the spec's page key (§2). */
export interface CentrePage {
  key: string;
  label: string;
  page: LazyComponent;
  order?: number;
  audience?: Audience;
  requires?: ModuleFlag[];
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
  routes?: RouteDef[];
  slots?: Partial<SlotMap>;
  memberCentre?: CentrePage[];
  agentCentre?: CentrePage[];
  /** Modal components by id; ids are global so they are checked for duplicates. */
  modals?: Record<string, LazyComponent<ModalProps>>;
  /** The plugin's translations for one language (its i18n namespace is its id). */
  locales?: (lang: LangCode) => Promise<{ default: Record<string, unknown> }>;
  /** Runs once after activation, before the first render (e.g. to register listeners). */
  setup?: (ctx: { options: Options }) => void;
}

/** Props every modal component receives. */
export interface ModalProps {
  close: () => void;
  /** Optional data passed by whoever opened the modal. */
  data?: unknown;
}

/** Returns its argument, typed: a plugin declaration is plain data (Vite's defineConfig habit). */
export function definePlugin<Options = Record<string, unknown>>(
  plugin: PluginDefinition<Options>,
): PluginDefinition<Options> {
  return plugin;
}
