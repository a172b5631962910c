import { describe, expect, it } from 'vitest';
import { loginTabs } from './loginTabs';
import { registerTabs } from '../registration/registerTabs';
import { recoveryTabs } from '../passwords/recoveryTabs';

const flags = (...ids: string[]) => new Set(ids);

describe('loginTabs', () => {
  it('keeps the site order and drops SMS without MOBILEVERCODELOGIN3', () => {
    expect(loginTabs(['sms', 'username'], flags('MOBILEVERCODELOGIN3'))).toEqual([
      'sms',
      'username',
    ]);
    expect(loginTabs(['sms', 'username'], flags())).toEqual(['username']);
  });
  it('never leaves the popup without a form', () => {
    expect(loginTabs(['sms'], flags())).toEqual(['username']);
  });
});

describe('registerTabs', () => {
  it('needs REG3, then one tab per enabled method', () => {
    expect(registerTabs(flags('USERNAMEREG3', 'MOBILENUMREG3'))).toEqual([]);
    expect(registerTabs(flags('REG3', 'USERNAMEREG3', 'MOBILENUMREG3'))).toEqual([
      'username',
      'mobile',
    ]);
    expect(registerTabs(flags('REG3', 'MOBILENUMREG3'))).toEqual(['mobile']);
  });
});

describe('recoveryTabs', () => {
  it('offers the phone only with both of its modules, e-mail with CHNGPASSMAIL3', () => {
    expect(recoveryTabs(flags('PWRESETSMS3'))).toEqual([]);
    expect(recoveryTabs(flags('PWRESETSMS3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3'))).toEqual([
      'mobile',
      'email',
    ]);
    expect(recoveryTabs(flags('CHNGPASSMAIL3'))).toEqual(['email']);
  });
});
