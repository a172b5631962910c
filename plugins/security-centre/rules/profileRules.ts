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

/** Birthday: a real YYYY-MM-DD date at least `ageGate` years before `today` (the site's limit). */
export function birthdayFailure(raw: string, ageGate: number, today: Date): Failure | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!date || date.toISOString().slice(0, 10) !== raw) return { key: 'rules.birthday_date' };
  const gate = Date.UTC(today.getUTCFullYear() - ageGate, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() > gate ? { key: 'rules.birthday_age', params: { age: ageGate } } : null;
}
