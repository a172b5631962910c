import { describe, expect, it } from 'vitest';
import { affiliateFromUrl, referralFromUrl, shownOptionalFields } from './registrationFields';

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
  it("reads a member's referral code from an invite link", () => {
    expect(referralFromUrl('?ref=AB23CD45')).toBe('AB23CD45');
    expect(referralFromUrl('?referralCode=%20XY23ZZ99%20')).toBe('XY23ZZ99');
    expect(referralFromUrl('?aff=agent01')).toBe('');
  });
});
