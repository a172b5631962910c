import { describe, expect, it } from 'vitest';
import { fullMobile, isValidMobile } from './PhoneField';
import { countdownSeconds } from './useSmsCountdown';
import { affiliateFromUrl, shownOptionalFields } from '../registration/registrationFields';

describe('phone numbers', () => {
  it('joins the dialing code and the national digits, dropping spaces, dashes and a trunk 0', () => {
    expect(fullMobile('855', '012 345-678')).toBe('85512345678');
    expect(fullMobile('1', '555 000 0000')).toBe('15550000000');
  });
  it('accepts 6 to 15 digits in all (E.164)', () => {
    expect(isValidMobile('85512345678')).toBe(true);
    expect(isValidMobile('12345')).toBe(false);
    expect(isValidMobile('1234567890123456')).toBe(false);
    expect(isValidMobile('855abc')).toBe(false);
  });
});

describe('countdownSeconds (§4 SMS countdown)', () => {
  it('is expiredMinutes × 60, or 60 when the answer lacks a sane value', () => {
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(2.5)).toBe(150);
    for (const bad of [undefined, 0, -1, Number.NaN, '2']) expect(countdownSeconds(bad)).toBe(60);
  });
});

describe('registration fields', () => {
  const rule = (name: string, enabled: boolean) => ({
    name,
    enabled,
    required: false,
    acceptedPattern: '*',
    minLength: 1,
    maxLength: 9,
    patternId: 'any',
  });
  it('shows the enabled optional fields in form order', () => {
    expect(
      shownOptionalFields([
        rule('affiliateCode', true),
        rule('email', true),
        rule('qqNum', false),
        rule('username', true),
      ]),
    ).toEqual(['email', 'affiliateCode']);
  });
  it('reads a referral code from the query', () => {
    expect(affiliateFromUrl('?affiliateCode=agent01')).toBe('agent01');
    expect(affiliateFromUrl('?aff=%20agent02%20')).toBe('agent02');
    expect(affiliateFromUrl('?x=1')).toBe('');
  });
});
