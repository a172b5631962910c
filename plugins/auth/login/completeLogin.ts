import { request } from '../../../core/api/request';
import { session, setMember, setToken } from '../../../core/session/session';
import type { LoginAnswer } from '../api';

export type LoginMethod = 'username' | 'sms' | 'register' | 'reset';

/** What the popup does next: close, or swap itself for the forced password change (§4). */
export type LoginOutcome =
  | { kind: 'done' }
  | { kind: 'change-password'; reason: 'default' | 'expired'; oldPassword?: string };

/** §4 Login success, minus navigation: the popup decides where to go. */
export function decideOutcome(
  answer: Pick<LoginAnswer, 'defaultPassword' | 'passwordExpired'>,
  method: LoginMethod,
  flags: ReadonlySet<string>,
  password?: string,
): LoginOutcome {
  // SMS (and phone-authentication) logins never force a change: no password was typed.
  if (method !== 'username') return { kind: 'done' };
  const base = password ? { oldPassword: password } : {};
  if (answer.defaultPassword) return { kind: 'change-password', reason: 'default', ...base };
  if (answer.passwordExpired && flags.has('PWDEXPFORCECHANGE3'))
    return { kind: 'change-password', reason: 'expired', ...base };
  return { kind: 'done' };
}

/** Loads member info so the whole app switches to the logged-in state at once. */
export async function loadMember(firstTimeLogin = false): Promise<void> {
  const member = await request('memberInfo', {});
  setMember(member);
  // §4: the first login of an account fires the first-login action (announcement popups of execution F).
  if (firstTimeLogin) session.firstTimeLogin = true;
}

/**
 * Stores the token (§3 keys, sessionStorage), then either completes the login or, for a default
 * or expired password, leaves it pending until the password is changed.
 */
export async function completeLogin(
  answer: LoginAnswer,
  method: LoginMethod,
  flags: ReadonlySet<string>,
  password?: string,
): Promise<LoginOutcome> {
  setToken(answer.token);
  const outcome = decideOutcome(answer, method, flags, password);
  if (outcome.kind === 'done') await loadMember(answer.firstTimeLogin);
  return outcome;
}
