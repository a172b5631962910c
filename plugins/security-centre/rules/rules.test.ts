import { describe, expect, it } from 'vitest';
import UPDATE from '../../../schemas/api/updateProfile.request.json';
import OPTIONS from '../../../schemas/plugins/security-centre.schema.json';
import { accountNumberFailure, bankFailure } from './bankCardRules';
import { confirmFailure, fundsPasswordFailure } from './fundsPasswordRules';
import {
  birthdayFailure,
  birthdayMinAge,
  DETAIL_MAX,
  nicknameFailure,
  PROFILE_DETAILS,
  profileDetailFailure,
  realNameFailure,
  sameName,
} from './profileRules';

const today = new Date(Date.UTC(2026, 10, 23));

describe('security-centre field rules', () => {
  it('holds a nickname to 2–20 characters, counting characters, not UTF-16 units', () => {
    expect(nicknameFailure(' a ')).toEqual({ key: 'rules.nickname', params: { min: 2, max: 20 } });
    expect(nicknameFailure('a'.repeat(21))?.key).toBe('rules.nickname');
    expect(nicknameFailure('幸运')).toBeNull();
    expect(nicknameFailure('😀😀')).toBeNull();
  });

  it('takes real names in letters of any script with single spaces', () => {
    expect(realNameFailure('Demo  Tester')).toBeNull();
    expect(realNameFailure('张三')).toBeNull();
    expect(realNameFailure('សុខ ជា')).toBeNull();
    expect(realNameFailure('R2D2')?.key).toBe('rules.real_name');
    expect(realNameFailure('  ')?.key).toBe('rules.real_name_required');
    expect(sameName(' demo   TESTER', 'Demo Tester')).toBe(true);
    expect(sameName('Demo Test', 'Demo Tester')).toBe(false);
  });

  it('takes a Zalo number as 8–15 phone digits, or nothing', () => {
    expect(profileDetailFailure('zalo', '')).toBeNull();
    expect(profileDetailFailure('zalo', ' 0901234567 ')).toBeNull();
    const rule = { key: 'rules.zalo', params: { min: 8, max: 15 } };
    expect(profileDetailFailure('zalo', '+84 901 234 567')).toEqual(rule);
    expect(profileDetailFailure('zalo', '1234567')).toEqual(rule);
    expect(profileDetailFailure('zalo', '1'.repeat(16))).toEqual(rule);
  });

  it('takes a Telegram @handle (5–32 after the @) or the digits of the account', () => {
    expect(profileDetailFailure('telegram', '@lucky_demo')).toBeNull();
    expect(profileDetailFailure('telegram', '855123456789')).toBeNull();
    for (const bad of [
      'lucky_demo',
      '@abc',
      '@1lucky',
      '@lucky-demo',
      '@' + 'a'.repeat(33),
      '1234',
    ])
      expect(profileDetailFailure('telegram', bad)).toEqual({ key: 'rules.telegram' });
  });

  it('holds the text fields to their maximum, counting characters', () => {
    expect(profileDetailFailure('nationality', '柬'.repeat(40))).toBeNull();
    expect(profileDetailFailure('nationality', 'x'.repeat(41))).toEqual({
      key: 'rules.too_long',
      params: { max: 40 },
    });
    expect(profileDetailFailure('permanentAddress', 'a'.repeat(121))?.params).toEqual({ max: 120 });
  });

  it('keeps the fields and limits the platform and the site option name', () => {
    expect(OPTIONS.properties.profileFields.items.enum).toEqual([...PROFILE_DETAILS]);
    expect(OPTIONS.properties.profileFields.default).toEqual([...PROFILE_DETAILS]);
    for (const field of PROFILE_DETAILS)
      expect(UPDATE.properties[field].maxLength, field).toBe(DETAIL_MAX[field]);
  });

  it('asks a birthday for 21 years, or the age gate where that is higher (§5, §9)', () => {
    expect(birthdayMinAge(18)).toBe(21);
    expect(birthdayMinAge(25)).toBe(25);
  });

  it('wants a real date at least the minimum age before today', () => {
    expect(birthdayFailure('2008-11-23', 18, today)).toBeNull();
    expect(birthdayFailure('2008-11-24', 18, today)).toEqual({
      key: 'rules.birthday_age',
      params: { age: 18 },
    });
    expect(birthdayFailure('1990-02-30', 18, today)?.key).toBe('rules.birthday_date');
    expect(birthdayFailure('', 21, today)?.key).toBe('rules.birthday_date');
  });

  it('wants 6 digits for a funds password, and the same again to confirm', () => {
    expect(fundsPasswordFailure('12345a')?.key).toBe('core:funds_password.six_digits');
    expect(fundsPasswordFailure('')?.key).toBe('core:funds_password.required');
    expect(fundsPasswordFailure('123456')).toBeNull();
    expect(confirmFailure('123456', '123465')?.key).toBe('rules.funds_password_confirm');
  });

  it('wants 10–19 digits for an account number and a bank of the list', () => {
    expect(accountNumberFailure('6222 0202 0011 2233')).toBeNull();
    expect(accountNumberFailure('123456789')?.params).toEqual({ min: 10, max: 19 });
    expect(accountNumberFailure('62220202001122x3')?.key).toBe('rules.account_number');
    expect(bankFailure('', ['Chase'])?.key).toBe('rules.bank_required');
    expect(bankFailure('Chase', ['Chase'])).toBeNull();
  });
});
