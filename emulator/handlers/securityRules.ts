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

/** Birthday: a real YYYY-MM-DD date, not in the future, at least `ageGate` years before today. */
export function checkBirthday(raw: string, ageGate: number, now: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== raw)
    fail('/birthday must be a date YYYY-MM-DD');
  const today = new Date(now);
  const gate = Date.UTC(today.getUTCFullYear() - ageGate, today.getUTCMonth(), today.getUTCDate());
  if (date!.getTime() > gate) fail(`/birthday must be at least ${ageGate} years ago`);
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
