import { describe, expect, it } from 'vitest';
import {
  codeFailure,
  fullMobile,
  isValidMobile,
  PHONE_FAILURES,
  phoneFailure,
} from './phoneNumber';
import { countdownSeconds } from './useSmsCountdown';

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
  it('names a missing or invalid number and a missing code with core keys (§5)', () => {
    expect(phoneFailure('855', '  ')).toEqual({ key: PHONE_FAILURES.mobileRequired });
    expect(phoneFailure('855', '12')).toEqual({ key: PHONE_FAILURES.mobileInvalid });
    expect(phoneFailure('855', '012 345 678')).toBeUndefined();
    expect(codeFailure(' ')).toEqual({ key: 'core:sms.code_required' });
    expect(codeFailure('123456')).toBeUndefined();
  });
});

describe('countdownSeconds (§4 SMS countdown)', () => {
  it('is expiredMinutes × 60, or 60 when the answer lacks a sane value', () => {
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(2.5)).toBe(150);
    for (const bad of [undefined, 0, -1, Number.NaN, '2']) expect(countdownSeconds(bad)).toBe(60);
    // Where the platform gives no expiredMinutes, the site's limit decides (§9).
    expect(countdownSeconds(undefined, 90)).toBe(90);
    expect(countdownSeconds(2, 90)).toBe(120);
  });
});
