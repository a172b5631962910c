import { proxy } from 'valtio';
import type { ApiTypes } from '../../generated/api';
import { TOKEN_QUERY_PARAM } from '../api/wire/token';
import { MERCHANT_KEYS, SESSION_KEYS } from './storageKeys';
import { isAgentType, isTrialType } from './memberType';
import { localStore, sessionStore } from './browserStorage';

/** What the app knows of the logged-in person (§3 Member info). */
export interface Member {
  id: number;
  account: string;
  username: string;
  nickname: string;
  type: number;
  currency?: string;
}

/**
 * How the session was opened. The platform launches games for a social sign-in through its own
 * call (GCS_gameLaunchFB, §7 "game launch, social login"); the rest launch the usual way.
 */
export type SignInChannel =
  'password' | 'sms' | 'phoneAuth' | 'register' | 'freePlay' | `social:${string}`;

const CHANNEL = /^(password|sms|phoneAuth|register|freePlay|social:[a-z]{1,20})$/;

const isSignInChannel = (value: unknown): value is SignInChannel =>
  typeof value === 'string' && CHANNEL.test(value);

export interface SessionState {
  token: string | null;
  member: Member | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /** Public state of §3: true after a member's very first login, until the session ends. */
  firstTimeLogin: boolean;
  /** How this session was opened; null when unknown (e.g. a token handed over in the address). */
  signIn: SignInChannel | null;
  /**
   * §3 consolidated contract flags of this session (core/session/consolidated.ts), or null until
   * the call answered, when it failed, or for trial users and merchants without AGENTPOLICY3.
   */
  consolidated: ConsolidatedSettings | null;
}

/** The answer of the consolidated call (§3 consolidated contract flags). */
export type ConsolidatedSettings = ApiTypes['consolidatedSettings']['response'];

/** The one session store; components read it with valtio's useSnapshot. */
export const session = proxy<SessionState>({
  token: null,
  member: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  signIn: null,
  consolidated: null,
});

/** The token of the address's query (a launcher's hand-over), or null when it has none. */
export function tokenInAddress(search: string): string | null {
  return new URLSearchParams(search).get(TOKEN_QUERY_PARAM) || null;
}

/** The token this tab's session keeps, or null when it keeps none. */
export function storedToken(): string | null {
  return sessionStore()?.getItem(SESSION_KEYS.token) || null;
}

/** Takes a token from the URL query (e.g. from a launcher) or sessionStorage (§4 start-up). */
export function restoreToken(search: string): string | null {
  const fromUrl = tokenInAddress(search);
  const token = fromUrl || storedToken();
  if (token) setToken(token);
  // A token from the address is a new session whose way in this tab never saw: a way in stored
  // for an earlier token must not be read for it on a later reload either.
  if (fromUrl) sessionStore()?.removeItem(SESSION_KEYS.signIn);
  const channel = fromUrl ? null : sessionStore()?.getItem(SESSION_KEYS.signIn);
  session.signIn = token && isSignInChannel(channel) ? channel : null;
  return token;
}

/** Remembers how the session was opened, for the reloads of this tab. */
export function setSignIn(channel: SignInChannel): void {
  session.signIn = channel;
  sessionStore()?.setItem(SESSION_KEYS.signIn, channel);
}

export function setToken(token: string): void {
  session.token = token;
  sessionStore()?.setItem(SESSION_KEYS.token, token);
}

/** Stores member info after login or start-up and derives the login flags from its type. */
export function setMember(member: Member): void {
  session.member = member;
  session.isLogin = true;
  session.isAgent = isAgentType(member.type);
  session.isTrial = isTrialType(member.type);
  const store = sessionStore();
  store?.setItem(SESSION_KEYS.nickname, member.nickname);
  store?.setItem(SESSION_KEYS.account, member.account);
  store?.setItem(SESSION_KEYS.username, member.username);
  store?.setItem(SESSION_KEYS.customerId, String(member.id));
  store?.setItem(SESSION_KEYS.isAgent, String(session.isAgent));
}

/**
 * Remembers the merchant so it survives logout (§4), in sessionStorage and, as §9 asks, in
 * localStorage too. It names the brand, not the member, so it may outlive the tab.
 */
export function setMerchant(merchantCode: string): void {
  for (const store of [sessionStore(), localStore()])
    for (const key of MERCHANT_KEYS) store?.setItem(key, merchantCode);
}

const clearListeners = new Set<() => void>();

/** Plugins and caches register here so logout leaves nothing of the member behind. */
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** Logout and expired tokens: clears session storage except the merchant values (§4). */
export function clearSession(): void {
  const store = sessionStore();
  if (store) {
    const kept = MERCHANT_KEYS.map((key) => [key, store.getItem(key)] as const);
    store.clear();
    for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
  }
  session.token = null;
  session.member = null;
  session.isLogin = false;
  session.isAgent = false;
  session.isTrial = false;
  session.firstTimeLogin = false;
  session.signIn = null;
  session.consolidated = null;
  for (const listener of clearListeners) listener();
}
