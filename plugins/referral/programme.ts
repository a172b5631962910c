import type { ModuleFlag } from '../../core/plugin/definePlugin';

/**
 * The referral programme is on where either of its switches is (§2 "the REFERRAL promotion";
 * the original's member-centre menu reads REFERRAL.enabled): the same any-of the endpoint table
 * gives referralInfo and referralFriends, and the platform's (emulator/README.md "Referral"), so
 * the entries show exactly when their calls are allowed.
 */
export const REFERRAL_FLAGS: ModuleFlag[] = ['REFERRAL', 'REFERRAL.enabled'];
