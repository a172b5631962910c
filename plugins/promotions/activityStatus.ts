import type { ClaimEntry, Promotion } from './api';

/** A §4 activity status on the wire (a promotion's, or an entry's in the claim hall). */
export type ActivityStatus = Promotion['status'] | ClaimEntry['status'];
export type PromotionKind = Promotion['kind'];

/** What a person can do next: fill in the application, join, claim the bonus or draw the raffle. */
export type PromotionAction = 'apply' | 'join' | 'claim' | 'draw';

/**
 * The wording of a status (an i18n key of the plugin): JOIN is "join or apply now" in §4, so the
 * kind says which of the two the card invites to.
 */
export function statusKey(status: ActivityStatus, kind: PromotionKind): string {
  if (status === 'JOIN') return kind === 'APPLY' ? 'status.APPLY_NOW' : 'status.JOIN_NOW';
  return `status.${status}`;
}

/** The action a status offers, or null where there is nothing to do but wait or read. */
export function actionOf(status: ActivityStatus, kind: PromotionKind): PromotionAction | null {
  if (status === 'JOIN') return kind === 'APPLY' ? 'apply' : kind === 'JOIN' ? 'join' : null;
  if (status === 'CLAIM') return kind === 'RAFFLE' || kind === 'RED_ENVELOPE' ? 'draw' : 'claim';
  return null;
}

/** The badge's colour family: open to act on, waiting, done, or closed to the member. */
export function statusTone(status: ActivityStatus): 'open' | 'waiting' | 'done' | 'closed' {
  switch (status) {
    case 'JOIN':
    case 'CLAIM':
      return 'open';
    case 'APPLYING':
    case 'IN_PROCESS':
    case 'JOINED':
    case 'COMING_SOON':
      return 'waiting';
    case 'ISSUED':
    case 'CLAIMED':
      return 'done';
    default:
      return 'closed';
  }
}
