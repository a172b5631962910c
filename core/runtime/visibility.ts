import type { Audience } from '../plugin/definePlugin';
import type { SessionState } from '../session/session';

/** Whether a contribution shows for this person and these module flags. */
export function isVisible(
  item: { audience?: Audience; requires?: readonly string[] },
  session: Pick<SessionState, 'isLogin' | 'isAgent' | 'isTrial'>,
  flags: ReadonlySet<string>,
): boolean {
  if (!(item.requires ?? []).every((flag) => flags.has(flag))) return false;
  switch (item.audience ?? 'any') {
    case 'any':
      return true;
    case 'guest':
      return !session.isLogin;
    case 'member':
      return session.isLogin;
    case 'real-member':
      return session.isLogin && !session.isTrial;
    case 'agent':
      return session.isLogin && session.isAgent;
  }
}
