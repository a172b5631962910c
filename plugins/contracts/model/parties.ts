import type { Contract } from '../api';

/** The other party of a contract, seen from `me`. */
export function otherParty(contract: Contract, me: string | undefined): string {
  return contract.uplineAccount === me ? contract.downlineAccount : contract.uplineAccount;
}

/**
 * Who asked what a request waits on: the platform names them (`requestedBy`); a new contract
 * is always the upline's offer, and otherwise it is the party that is not me.
 */
export function requester(contract: Contract, me: string | undefined): string {
  if (contract.requestedBy) return contract.requestedBy;
  return contract.status === 'NEW' ? contract.uplineAccount : otherParty(contract, me);
}

/** Whether the request is to end an active contract rather than to start a new one. */
export const isTermination = (contract: Contract) => contract.status === 'TERMINATE_REQUEST';
