import type { Member } from '../session/session';

/** The person's answer when a link's token would replace the session signed in in this tab. */
export type SwitchChoice = 'stay' | 'switch';

/** Asks whether to leave `current`'s live session for the account of the address's token. */
export type AskToSwitch = (current: Member) => Promise<SwitchChoice>;
