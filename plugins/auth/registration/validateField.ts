/**
 * Pure registration rules engine (product spec §3 and §5). No React, no i18n
 * runtime: failures are i18n keys plus interpolation params.
 */
import { findPatternFamily } from './patternFamilies';

export interface FieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number | string;
}

/** One field of the register settings response (schemas/api/registerSettings.response.json). */
export interface RegisterFieldRule extends FieldRule {
  name: string;
  enabled: boolean;
  required: boolean;
}

export interface FieldFailure {
  key: string;
  params: { min: number; max: number; range: string };
}

export interface MessageFailure {
  key: typeof INCONSISTENT_TWICE | typeof AGREE_TERMS;
  params: Record<string, never>;
}

/** §5 "N-digit mobile number": a mobile rule of one exact length names the digits to type. */
export interface MobileDigitsFailure {
  key: typeof MOBILE_DIGITS;
  params: { digits: number };
}

export type RegistrationFailure = FieldFailure | MessageFailure | MobileDigitsFailure;

export const INCONSISTENT_TWICE = 'inconsistent_twice';
export const AGREE_TERMS = 'agree_terms';
export const MOBILE_DIGITS = 'mobile_digits';
const MOBILE_FIELD = 'mobileNum';
/** Field names (keys of `values` and of the returned failure map) handled specially. */
export const PASSWORD_FIELD = 'password';
export const CONFIRM_PASSWORD_FIELD = 'confirmPassword';
export const TERMS_FIELD = 'terms';
/** Always shown and required, whatever the server configuration says. */
const ALWAYS_REQUIRED = new Set(['username', 'password']);
/** Required whenever shown (enabled). */
const REQUIRED_WHEN_SHOWN = new Set(['paymentPassword']);

/** Length in Unicode code points (an emoji or astral Kanji counts as one). */
export function codePointLength(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i += 1;
    }
    n += 1;
  }
  return n;
}

/** Matches everything (`*`). */
const MATCH_ANY: RegExp = /^[\s\S]*$/u;
/** Compiled server patterns; `null` marks a pattern that does not compile. */
const compiled = new Map<string, RegExp | null>();
const MAX_CACHE = 200;

/**
 * Compiles a server pattern as a whole-string match (like Java's
 * `String.matches`): `^(?:pattern)$`. Tries the `u` flag first, then legacy
 * mode (server patterns may use escapes that are only legal without `u`).
 */
function compileServerPattern(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let result: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      result = new RegExp(`^(?:${source})$`, flags);
      break;
    } catch {
      // try the next flag set, then give up
    }
  }
  if (compiled.size >= MAX_CACHE) compiled.clear();
  compiled.set(source, result);
  return result;
}

/**
 * The regex to apply for a rule: `*` matches anything; otherwise the server
 * pattern; if it does not compile (or is empty), the family regex for the
 * patternId; if there is none, `null` (the value fails).
 */
export function resolvePattern(
  rule: Pick<FieldRule, 'acceptedPattern' | 'patternId'>,
): RegExp | null {
  const source = typeof rule.acceptedPattern === 'string' ? rule.acceptedPattern.trim() : '';
  if (source === '*') return MATCH_ANY;
  const server = source === '' ? null : compileServerPattern(source);
  if (server) return server;
  return findPatternFamily(rule.patternId)?.regex ?? null;
}

function bounds(rule: FieldRule): { min: number; max: number } {
  const min = Number.isFinite(rule.minLength) ? Math.max(0, Math.floor(rule.minLength)) : 0;
  const max = Number.isFinite(rule.maxLength)
    ? Math.floor(rule.maxLength)
    : Number.MAX_SAFE_INTEGER;
  return { min, max };
}

/** The failure for a rule, whatever the value: `reg_pattern_{patternId}` with the bounds. */
export function ruleFailure(rule: FieldRule): FieldFailure {
  const { min, max } = bounds(rule);
  return {
    key: `reg_pattern_${String(rule.patternId).trim()}`,
    params: { min, max, range: min === max ? String(min) : `${min}-${max}` },
  };
}

/**
 * Validates one value against one rule. The value is trimmed; it passes only
 * if its length (code points) lies within [minLength, maxLength] and it
 * matches the pattern. Never throws.
 */
export function validateField(value: string, rule: FieldRule): FieldFailure | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  const { min, max } = bounds(rule);
  const length = codePointLength(trimmed);
  // Bounds first: the regex then only ever sees bounded input.
  if (length < min || length > max) return ruleFailure(rule);
  const regex = resolvePattern(rule);
  if (!regex) return ruleFailure(rule);
  try {
    return regex.test(trimmed) ? null : ruleFailure(rule);
  } catch {
    return ruleFailure(rule);
  }
}

export interface RegistrationOptions {
  /** Mobile registration: mobileNum is always required. */
  mobile?: boolean;
  /**
   * Digits the form puts before the number a person types (the dialing code): the platform's
   * mobile rule bounds the whole number sent, a person counts only the digits they type.
   */
  mobilePrefixDigits?: number;
  /** Whether the terms checkbox is shown and must be ticked (default true). */
  requireTerms?: boolean;
}

export type RegistrationValues = Readonly<Record<string, string | boolean | null | undefined>>;

function text(v: string | boolean | null | undefined): string {
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * The failure of one field's rule. A mobile rule of one exact length (min = max) says how many
 * digits to type, which "use 11 digits only" of the whole number with its dialing code would not.
 */
function fieldFailure(
  rule: RegisterFieldRule,
  options: RegistrationOptions,
): FieldFailure | MobileDigitsFailure {
  const failure = ruleFailure(rule);
  const { min, max } = failure.params;
  const typed = min - (options.mobilePrefixDigits ?? 0);
  if (rule.name !== MOBILE_FIELD || min !== max || typed <= 0) return failure;
  return { key: MOBILE_DIGITS, params: { digits: typed } };
}

/**
 * Validates a registration form. Returns field name → failure; an empty
 * object means the form passes.
 *
 * - A field is validated when it is enabled (username and password always
 *   are). It is required when the server says so, and always for username,
 *   password, a shown paymentPassword and, for mobile registration, mobileNum.
 * - An empty optional field passes; an empty required one fails with the
 *   rule's own message.
 * - `confirmPassword` must equal `password` (both trimmed): `inconsistent_twice`.
 * - `terms` must be `true`: `agree_terms`.
 */
export function validateRegistration(
  values: RegistrationValues,
  rules: readonly RegisterFieldRule[],
  options: RegistrationOptions = {},
): Record<string, RegistrationFailure> {
  const failures: Record<string, RegistrationFailure> = {};
  for (const rule of rules) {
    const name = rule.name;
    const forced = ALWAYS_REQUIRED.has(name) || (options.mobile === true && name === MOBILE_FIELD);
    if (!rule.enabled && !forced) continue;
    const required = forced || rule.required || REQUIRED_WHEN_SHOWN.has(name);
    const value = text(values[name]);
    if (value === '') {
      if (required) failures[name] = fieldFailure(rule, options);
      continue;
    }
    if (validateField(value, rule)) failures[name] = fieldFailure(rule, options);
  }
  if (
    text(values[CONFIRM_PASSWORD_FIELD]) === '' ||
    text(values[CONFIRM_PASSWORD_FIELD]) !== text(values[PASSWORD_FIELD])
  ) {
    failures[CONFIRM_PASSWORD_FIELD] = { key: INCONSISTENT_TWICE, params: {} };
  }
  if (options.requireTerms !== false && values[TERMS_FIELD] !== true) {
    failures[TERMS_FIELD] = { key: AGREE_TERMS, params: {} };
  }
  return failures;
}
