import type { ContractType } from '../plugin/contributions';
import type { ConsolidatedSettings } from './session';

/**
 * Whether the consolidated flags (§3) enable a contract type's page (§2 agent centre): dividend
 * needs its request type and enableContract; the three salaries need theirs and enableSalary.
 * No answer (not loaded, failed, trial, AGENTPOLICY3 off) enables nothing.
 */
export function isContractEnabled(
  type: ContractType,
  flags: ConsolidatedSettings | null | undefined,
): boolean {
  if (!flags) return false;
  switch (type) {
    case 'enableCt':
      return flags.divtypereq && flags.enableContract;
    case 'salary':
      return flags.dailysalreqtype && flags.enableSalary;
    case 'hourSalary':
      return flags.contracthoursalreq && flags.enableSalary;
    case 'agentRealtimeSalary':
      return flags.realtimesalreqtype && flags.enableSalary;
  }
}
