import { describe, expect, it } from 'vitest';
import { isContractEnabled } from './contractFlags';
import type { ConsolidatedSettings } from './session';

const none: ConsolidatedSettings = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  enableSalary: false,
  enableContract: false,
};

describe('isContractEnabled (§3 consolidated flags)', () => {
  it('enables nothing without an answer', () => {
    expect(isContractEnabled('salary', null)).toBe(false);
    expect(isContractEnabled('enableCt', undefined)).toBe(false);
  });

  it('needs divtypereq and enableContract for the dividend', () => {
    expect(isContractEnabled('enableCt', { ...none, divtypereq: true })).toBe(false);
    expect(isContractEnabled('enableCt', { ...none, enableContract: true })).toBe(false);
    expect(isContractEnabled('enableCt', { ...none, divtypereq: true, enableContract: true })).toBe(
      true,
    );
  });

  it.each([
    ['salary', 'dailysalreqtype'],
    ['hourSalary', 'contracthoursalreq'],
    ['agentRealtimeSalary', 'realtimesalreqtype'],
  ] as const)('needs %s its own type flag and enableSalary', (type, flag) => {
    expect(isContractEnabled(type, { ...none, [flag]: true })).toBe(false);
    expect(isContractEnabled(type, { ...none, enableSalary: true })).toBe(false);
    expect(isContractEnabled(type, { ...none, [flag]: true, enableSalary: true })).toBe(true);
    // another type's flag does not open this one
    expect(isContractEnabled(type, { ...none, divtypereq: true, enableContract: true })).toBe(
      false,
    );
  });
});
