import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey } from './ApiError';
import { ERROR_CATALOGUE, isErrorCode } from './errorCatalogue';

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

const platformCodes = (readJson('../../schemas/api/error-codes.json') as { enum: string[] }).enum;
/** Core's texts: the money errors live with its member-side texts (only member pages meet them). */
const both = (lang: string) => [
  readJson(`../i18n/locales/${lang}.json`),
  readJson(`../i18n/locales/member/${lang}.json`),
];
const locales = { EN: both('EN'), CN: both('CN'), KM: both('KM') };

function lookup(bundle: unknown, dottedKey: string): unknown {
  return dottedKey
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      bundle,
    );
}

describe('error catalogue', () => {
  it('has an entry for every platform error code', () => {
    expect(platformCodes.length).toBeGreaterThan(20);
    const missing = platformCodes.filter((code) => !isErrorCode(code));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(locales))('has every catalogue key translated in %s', (_lang, bundles) => {
    const missing = [...new Set(Object.values(ERROR_CATALOGUE))].filter((key) =>
      bundles.every((bundle) => {
        const text = lookup(bundle, key);
        return typeof text !== 'string' || text.trim() === '';
      }),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the client-side codes the request layer throws', () => {
    for (const code of [
      'NETWORK',
      'TIMEOUT',
      'BAD_RESPONSE',
      'OPERATION_NOT_ALLOWED',
      'NOT_LOGGED_IN',
      'SYSTEM_ERROR',
      'MAINTENANCE',
      'UNKNOWN',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('pins the mapping of codes the spec names', () => {
    expect(ERROR_CATALOGUE.WRONG_CREDENTIALS).toBe('errors.wrong_credentials');
    expect(ERROR_CATALOGUE.INVALID_AFFILIATE).toBe('errors.invitation_code_error');
    expect(ERROR_CATALOGUE.VALIDATION_FAILED).toBe('errors.enter_information_correctly');
    expect(ERROR_CATALOGUE.TIMEOUT).toBe('errors.slow_page');
    expect(ERROR_CATALOGUE.NOT_FOUND).toBe('errors.system_error');
  });

  it('does not treat inherited or foreign strings as codes', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('wrong_credentials')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('gives any throwable a message key, system error for the unknown ones', () => {
    expect(errorMessageKey(new ApiError('QUOTA_EXCEEDED', '', 400, 'x'))).toBe(
      'errors.quota_exceeded',
    );
    expect(errorMessageKey(new Error('boom'))).toBe('errors.system_error');
    expect(errorMessageKey('string')).toBe('errors.system_error');
  });
});
