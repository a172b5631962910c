import type { RegisterFieldRule } from './validateField';

/** Optional fields of §5, in the order the form shows them; each appears only when enabled. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'paymentPassword',
] as const;

export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** The optional fields the server's configuration shows, in form order. */
export function shownOptionalFields(rules: readonly RegisterFieldRule[]): OptionalField[] {
  const enabled = new Set(rules.filter((rule) => rule.enabled).map((rule) => rule.name));
  return OPTIONAL_FIELDS.filter((name) => enabled.has(name));
}

export function ruleFor(
  rules: readonly RegisterFieldRule[],
  name: string,
): RegisterFieldRule | undefined {
  return rules.find((rule) => rule.name === name);
}

/** Browser autofill hints, so password managers and address books fill the right boxes. */
export const AUTOCOMPLETE: Partial<Record<string, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  mobileNum: 'tel-national',
};

/** A referral link carries the code in the query; it fills the affiliate field (§5). */
export function affiliateFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('aff') ?? '').trim().slice(0, 32);
}

/**
 * A member's invite link (/register?ref=CODE, the referral plugin's) carries the member's referral
 * code; the registration sends it as referralCode (§3), in a field when the settings show one.
 */
export function referralFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('ref') ?? params.get('referralCode') ?? '').trim().slice(0, 32);
}
