import type { Audience, EntryConditions } from '../plugin/contributions';
import type { SessionState } from '../session/session';

type Person = Pick<SessionState, 'isLogin' | 'isAgent' | 'isTrial'>;

/** An entry's conditions as this module reads them: any list of flag names, read-only. */
export type Conditions = Pick<EntryConditions, 'audience' | 'flagsWaivedFor'> & {
  requires?: readonly string[];
  requiresAny?: readonly string[];
};

/** Whether a contribution shows for this person and these module flags. */
export function isVisible(item: Conditions, session: Person, flags: ReadonlySet<string>): boolean {
  if (!isInAudience(item.audience ?? 'any', session)) return false;
  if (item.flagsWaivedFor && isInAudience(item.flagsWaivedFor, session)) return true;
  return flagsAllow(item, flags);
}

/**
 * Whether the entry's module flags are on: every one of `requires` and, when it names any, at
 * least one of `requiresAny`. Says nothing of who is looking (see `flagsWaivedFor`).
 */
export function flagsAllow(
  item: Pick<Conditions, 'requires' | 'requiresAny'>,
  flags: ReadonlySet<string>,
): boolean {
  if (!(item.requires ?? []).every((flag) => flags.has(flag))) return false;
  const any = item.requiresAny ?? [];
  return any.length === 0 || any.some((flag) => flags.has(flag));
}

/** Whether this person belongs to the audience. */
export function isInAudience(audience: Audience, session: Person): boolean {
  switch (audience) {
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
