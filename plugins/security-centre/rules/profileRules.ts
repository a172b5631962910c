import type { Failure } from './failure';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const REAL_NAME_MAX = 30;

const length = (text: string) => [...text].length;

/** Nickname: 2 to 20 characters after trimming. */
export function nicknameFailure(raw: string): Failure | null {
  const n = length(raw.trim());
  return n < NICKNAME_MIN || n > NICKNAME_MAX
    ? { key: 'rules.nickname', params: { min: NICKNAME_MIN, max: NICKNAME_MAX } }
    : null;
}

/** Real name: letters of any script (Latin, CJK, Khmer with its marks) and single spaces, 2 to 30. */
export function realNameFailure(raw: string): Failure | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { key: 'rules.real_name_required' };
  return /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(name) &&
    length(name) >= 2 &&
    length(name) <= REAL_NAME_MAX
    ? null
    : { key: 'rules.real_name', params: { max: REAL_NAME_MAX } };
}

/** The same person for a bank: case and spaces do not count (the platform compares the same way). */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The birthday's minimum age. §5 and §9 keep two numbers: the terms box says the site's age gate
 * (18 by default, configurable), the birthday hint says 21. A hint that says 21 while the form takes
 * 19 would mislead, so the birthday asks for 21, or the site's gate where that is higher; the
 * platform checks the same (emulator/handlers/securityRules.ts).
 */
export const BIRTHDAY_MIN_AGE = 21;
export const birthdayMinAge = (ageGate: number) => Math.max(BIRTHDAY_MIN_AGE, ageGate);

/** Birthday: a real YYYY-MM-DD date at least `minAge` years before `today`. */
export function birthdayFailure(raw: string, minAge: number, today: Date): Failure | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!date || date.toISOString().slice(0, 10) !== raw) return { key: 'rules.birthday_date' };
  const gate = Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() > gate ? { key: 'rules.birthday_age', params: { age: minAge } } : null;
}

/** The further profile fields of §3, in the form's order (also the site option's default). */
export const PROFILE_DETAILS = [
  'zalo',
  'telegram',
  'permanentAddress',
  'currentAddress',
  'placeOfBirth',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileDetail = (typeof PROFILE_DETAILS)[number];

/** Most characters of each further field (the platform's schema has the same maxLength). */
export const DETAIL_MAX: Record<ProfileDetail, number> = {
  zalo: 15,
  telegram: 33,
  permanentAddress: 120,
  currentAddress: 120,
  placeOfBirth: 60,
  nationality: 40,
  occupation: 60,
  sourceOfIncome: 60,
};

/** Zalo signs in with a phone number: its digits, 8 to 15 (no +, spaces or dashes). */
export const ZALO_MIN = 8;
/** A Telegram handle: @ then 5 to 32 letters, digits or _, starting with a letter. */
const TELEGRAM_HANDLE = /^@[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** Or the digits of the account (its phone number or numeric id), 5 to 15. */
const TELEGRAM_DIGITS = /^\d{5,15}$/;

/**
 * A further profile field (§3): all are optional (empty clears it); Zalo is phone digits,
 * Telegram an @handle or digits, the others free text up to their maximum.
 */
export function profileDetailFailure(field: ProfileDetail, raw: string): Failure | null {
  const value = raw.trim();
  if (!value) return null;
  const max = DETAIL_MAX[field];
  if (field === 'zalo')
    return new RegExp(`^\\d{${ZALO_MIN},${max}}$`).test(value)
      ? null
      : { key: 'rules.zalo', params: { min: ZALO_MIN, max } };
  if (field === 'telegram')
    return TELEGRAM_HANDLE.test(value) || TELEGRAM_DIGITS.test(value)
      ? null
      : { key: 'rules.telegram' };
  return length(value) > max ? { key: 'rules.too_long', params: { max } } : null;
}
