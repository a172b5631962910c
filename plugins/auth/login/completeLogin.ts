import { setSignIn, setToken, type SignInChannel } from '../../../core/session/session';
import { startSession } from '../../../core/session/startSession';
import type { LoginAnswer } from '../api';

export type LoginMethod = 'username' | 'sms' | 'phone-auth' | 'register' | 'reset';

/** How the session is opened, as the game launch tells sign-ins apart (core session). */
const CHANNEL: Record<LoginMethod, SignInChannel> = {
  username: 'password',
  sms: 'sms',
  'phone-auth': 'phoneAuth',
  register: 'register',
  // Recovery logs in with the password just chosen.
  reset: 'password',
};

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
  const outcome = decideOutcome(answer, method, flags, password);
  // A forced change keeps the token but not the member: the login is not complete yet.
  if (outcome.kind === 'done')
    await startSession(answer.token, answer.firstTimeLogin, CHANNEL[method]);
  else {
    setToken(answer.token);
    setSignIn(CHANNEL[method]);
  }
  return outcome;
}
