/**
 * Typed handles: the one door through which plugins (and core) use what another plugin offers.
 * Backstage's API refs are the model for the handle, TanStack Router's `Register` for the ids:
 * each id is declared once in one of the registers below, by core for what core itself needs,
 * or by the providing plugin through declaration merging:
 *
 *   declare module '../../core/plugin/handles' {
 *     interface ModalRegister { register: undefined }
 *   }
 *
 * so a consumer imports only core, `modalHandle('regsiter')` does not compile, and the data a
 * modal takes is checked where it is opened. The plugin that owns a handle lists it in its
 * manifest's `provides`; a plugin that uses one lists it in `needs` (start-up fails with
 * PROVIDER_MISSING when its provider is off) or `optional`.
 */

/** What the login prompt (auth's login popup) takes: where to go after, and which side. */
export interface LoginPromptData {
  /** Path to return to after a successful login (the route guard's `next`). */
  next?: string;
  /** `agent` logs in on the agent side (§4: then goes to /agentHome). */
  side?: 'member' | 'agent';
}

/**
 * Modal ids and the data each one takes (`undefined` for none). Core declares the login prompt
 * because §4's visitor rule (core) opens it; plugins merge in their own modals.
 */
export interface ModalRegister {
  login: LoginPromptData | undefined;
}

/**
 * Services one plugin offers others, by id, with their type. Core declares the wallet refresh
 * because every money plugin needs it whichever plugin owns the balance; the wallet plugin
 * provides it.
 */
export interface ServiceRegister {
  /** Re-reads the member's balances after money moved (deposit, transfer, redeem…). */
  walletRefresh: () => Promise<void>;
}

export type ModalId = keyof ModalRegister & string;
export type ServiceId = keyof ServiceRegister & string;

export interface ModalHandle<K extends ModalId = ModalId> {
  readonly kind: 'modal';
  readonly id: K;
}

export interface ServiceHandle<K extends ServiceId = ServiceId> {
  readonly kind: 'service';
  readonly id: K;
}

export type Handle = ModalHandle | ServiceHandle;

/** The data a modal takes; its opener passes it, its component receives it. */
export type ModalData<K extends ModalId> = ModalRegister[K];

/** `openModal(h)` when the modal takes nothing or only optional data, `openModal(h, data)` else. */
export type ModalDataArgs<K extends ModalId> = undefined extends ModalRegister[K]
  ? [data?: ModalRegister[K]]
  : [data: ModalRegister[K]];

export function modalHandle<K extends ModalId>(id: K): ModalHandle<K> {
  return { kind: 'modal', id };
}

export function serviceHandle<K extends ServiceId>(id: K): ServiceHandle<K> {
  return { kind: 'service', id };
}

/** A handle's name in messages: `modal "login"`. */
export function describeHandle(handle: Handle): string {
  return `${handle.kind} "${handle.id}"`;
}

/** Core's own handles: the login prompt of §4's visitor rule, the wallet refresh. */
export const loginPrompt = modalHandle('login');
export const walletRefresh = serviceHandle('walletRefresh');

/** What core itself uses, checked at start-up like a plugin's `needs`. */
export const CORE_NEEDS: readonly Handle[] = [loginPrompt];
