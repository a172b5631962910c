import type { ComponentType } from 'react';
import type { ModuleFlag } from '../../generated/module-flags';
import type { ModalHandle, ModalId, ModalRegister } from './handles';

/** A lazily loaded React component: every page and slot component is its own chunk. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** Who may see a contribution. `member` includes agents and trial users unless stated otherwise. */
export type Audience = 'any' | 'guest' | 'member' | 'agent' | 'real-member';

/**
 * When a contribution shows, beyond its plugin being mounted (core/runtime/visibility.ts): the
 * audience always holds; the flags hold for everyone but `flagsWaivedFor`.
 */
export interface EntryConditions {
  audience?: Audience;
  /** Extra module flags, all of which must be on, beyond the plugin's own `requires`. */
  requires?: ModuleFlag[];
  /**
   * Module flags of which at least one must be on: a programme the platform switches by more
   * than one name (§3 REFERRAL and REFERRAL.enabled), read as the endpoint table reads its
   * any-of `modules`, so an entry shows exactly when its page's calls are allowed.
   */
  requiresAny?: ModuleFlag[];
  /**
   * Who sees the entry whatever its flags (`requires`, `requiresAny`) say, e.g. `'agent'`: §2
   * gives agents the invite-friends button and the referral page whether or not the brand runs
   * its referral programme. A page shown this way asks `useEndpointAllowed` before each call.
   */
  flagsWaivedFor?: Audience;
}

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
  /** Agents only (§2): anyone else goes to the agent login page /agent. */
  agentOnly?: boolean;
  layout?: PageLayout;
}

/** What every menu entry has, whatever it does when chosen. */
interface MenuEntryBase extends EntryConditions {
  key: string;
  /** i18n key in the plugin's namespace. */
  label: string;
  order?: number;
  /** Opens a money or member panel: visitors get the login popup, trial users a refusal (§4). */
  realAccount?: boolean;
}

/** Modals a menu entry may open: those that need no data from their opener. */
export type DatalessModalId = {
  [K in ModalId]: undefined extends ModalRegister[K] ? K : never;
}[ModalId];

/** A menu entry that navigates to a route. */
export interface RouteLinkEntry extends MenuEntryBase {
  to: string;
  modal?: never;
}

/** A menu entry that opens a modal. */
export interface ModalLinkEntry extends MenuEntryBase {
  modal: ModalHandle<DatalessModalId>;
  to?: never;
}

/** A menu entry is a link or a modal action, never neither (the registry rejects both too). */
export type LinkSlot = RouteLinkEntry | ModalLinkEntry;

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
export interface ComponentSlot extends EntryConditions {
  key: string;
  component: LazyComponent;
  order?: number;
  /**
   * Fixed, or worked out from the plugin's site options (e.g. a configured banner size). A
   * component that learns it has nothing to show renders `<SlotEmpty />` to give the space back.
   */
  reserve?: SlotReserve | ((options: Record<string, unknown>) => SlotReserve);
  /**
   * Load the component (its chunk, its calls) only once its reserved box comes near the
   * viewport: for sections far down a page (the home page's winners), which a first visit and
   * its initial download then do without. Needs `reserve`, which holds the place meanwhile.
   */
  whenNear?: boolean;
}

/** A page of the member or agent centre, keyed by the spec's page key (§2), e.g. `depositv2`. */
export interface CentrePage extends EntryConditions {
  key: string;
  /** i18n key in the plugin's namespace: the entry in the centre's left menu. */
  label: string;
  page: LazyComponent;
  order?: number;
  /**
   * An agent-contract page (§2 agent centre, §3 consolidated flags): shown only when the
   * consolidated call after login says this contract type is enabled (enableCt dividend, salary
   * daily salary, hourSalary hourly salary, agentRealtimeSalary real-time salary).
   */
  contract?: ContractType;
}

/** The four agent contract types of §2, by the names the spec gives their pages' types. */
export type ContractType = 'enableCt' | 'salary' | 'hourSalary' | 'agentRealtimeSalary';

/** Props every modal component receives; `data` is what its opener passed (typed by handle). */
export interface ModalProps<Data = undefined> {
  close: () => void;
  data: Data;
}
