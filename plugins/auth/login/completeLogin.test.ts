import { describe, expect, it } from 'vitest';
import { decideOutcome } from './completeLogin';

const flags = (...ids: string[]) => new Set(ids);
const answer = (defaultPassword: boolean, passwordExpired: boolean) => ({
  defaultPassword,
  passwordExpired,
});

describe('decideOutcome (§4 Login success)', () => {
  it('forces a change for the default password, keeping the typed one in memory', () => {
    expect(decideOutcome(answer(true, false), 'username', flags(), 'Secret1')).toEqual({
      kind: 'change-password',
      reason: 'default',
      oldPassword: 'Secret1',
    });
  });
  it('forces a change for an expired password only under PWDEXPFORCECHANGE3', () => {
    expect(decideOutcome(answer(false, true), 'username', flags('PWDEXPFORCECHANGE3'))).toEqual({
      kind: 'change-password',
      reason: 'expired',
    });
    expect(decideOutcome(answer(false, true), 'username', flags())).toEqual({ kind: 'done' });
  });
  it('never forces a change after SMS or phone-authentication login, or registration', () => {
    for (const method of ['sms', 'phone-auth', 'register', 'reset'] as const)
      expect(decideOutcome(answer(true, true), method, flags('PWDEXPFORCECHANGE3'))).toEqual({
        kind: 'done',
      });
  });
});
