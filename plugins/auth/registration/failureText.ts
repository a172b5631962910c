import type { TFunction } from 'i18next';

/**
 * A failed rule, kept as a key so its text follows a language change. Keys of the rules engine
 * (reg_pattern_{patternId}, inconsistent_twice, agree_terms) live under `registration.`; other
 * keys are full paths of the auth namespace (e.g. `password.new_required`), or of core's with
 * its prefix (`core:sms.code_required`, from core's phone + code rules).
 */
export interface Failure {
  key: string;
  params?: Record<string, unknown>;
}

export type Failures = Record<string, Failure>;

export function failureText(t: TFunction<'auth'>, failure: Failure | undefined): string | null {
  if (!failure) return null;
  const key = failure.key.includes('.') ? failure.key : `registration.${failure.key}`;
  return t(key, failure.params ?? {});
}
