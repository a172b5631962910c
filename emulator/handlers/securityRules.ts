// The security centre's field rules on the platform side; each failure names the rule it broke.
import { ApiError } from '../http/envelope.js';

const fail = (message: string): never => {
  throw new ApiError('VALIDATION_FAILED', message);
};

/** Nickname: 2 to 20 characters after trimming. */
export function checkNickname(raw: string): string {
  const nickname = raw.trim();
  if ([...nickname].length < 2 || [...nickname].length > 20)
    fail('/nickname must be 2 to 20 characters');
  return nickname;
}

/** Real name: letters of any script (Latin, CJK, Khmer with its marks) in words split by single spaces. */
export function checkRealName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!/^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(name) || [...name].length < 2 || name.length > 30)
    fail('/realName must be 2 to 30 letters or spaces');
  return name;
}

/** Case- and space-insensitive, as a bank compares a payee with the account holder. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A birthday is at least 21 years ago, or the brand's age gate where that is higher: §5 and §9 give
 * the birthday 21 while the terms box follows the configurable gate (18 by default).
 */
const BIRTHDAY_MIN_AGE = 21;

/** Birthday: a real YYYY-MM-DD date, not in the future, old enough (BIRTHDAY_MIN_AGE). */
export function checkBirthday(raw: string, ageGate: number, now: number): string {
  const minAge = Math.max(BIRTHDAY_MIN_AGE, ageGate);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== raw)
    fail('/birthday must be a date YYYY-MM-DD');
  const today = new Date(now);
  const gate = Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate());
  if (date!.getTime() > gate) fail(`/birthday must be at least ${minAge} years ago`);
  return raw;
}

/** Funds password: exactly 6 digits, and its confirmation equal to it. */
export function checkFundsPassword(value: string, confirm: string): string {
  if (!/^\d{6}$/.test(value)) fail('/fundsPassword must be 6 digits');
  if (value !== confirm) fail('/confirmFundsPassword must equal the funds password');
  return value;
}

/** Account number: 10 to 19 digits (spaces typed for readability are dropped). */
export function checkAccountNumber(raw: string): string {
  const digits = raw.replace(/\s+/g, '');
  if (!/^\d{10,19}$/.test(digits)) fail('/accountNumber must be 10 to 19 digits');
  return digits;
}

/** Every digit but the last four hidden: the full number never leaves the platform again. */
export const maskAccountNumber = (digits: string) =>
  `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

export function checkEmail(raw: string): string {
  const email = raw.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 80)
    fail('/email must be an e-mail address');
  return email;
}

/** The further profile fields (§3): request field, column, most characters. */
export const PROFILE_DETAILS = [
  { field: 'zalo', column: 'zalo', max: 15 },
  { field: 'telegram', column: 'telegram', max: 33 },
  { field: 'permanentAddress', column: 'permanent_address', max: 120 },
  { field: 'currentAddress', column: 'current_address', max: 120 },
  { field: 'placeOfBirth', column: 'place_of_birth', max: 60 },
  { field: 'nationality', column: 'nationality', max: 40 },
  { field: 'occupation', column: 'occupation', max: 60 },
  { field: 'sourceOfIncome', column: 'source_of_income', max: 60 },
] as const;
export type ProfileDetailField = (typeof PROFILE_DETAILS)[number]['field'];

/**
 * A further profile field, trimmed; empty clears it (null). Zalo: 8 to 15 phone digits; Telegram:
 * an @handle (a letter, then 4 to 31 letters, digits or _) or 5 to 15 digits; the rest: at most max.
 */
export function checkProfileDetail(field: ProfileDetailField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const { max } = PROFILE_DETAILS.find((d) => d.field === field)!;
  if (field === 'zalo' && !/^\d{8,15}$/.test(value)) fail('/zalo must be 8 to 15 digits');
  if (
    field === 'telegram' &&
    !/^@[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value) &&
    !/^\d{5,15}$/.test(value)
  )
    fail('/telegram must be an @handle or digits');
  if ([...value].length > max) fail(`/${field} must be at most ${max} characters`);
  return value;
}
