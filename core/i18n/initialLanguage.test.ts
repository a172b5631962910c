// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage } from './i18n';
import { isLangCode } from './languages';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initialLanguage', () => {
  it('uses the stored language when the site offers it', () => {
    localStorage.setItem('lang', 'KM');
    expect(initialLanguage(['EN', 'CN', 'KM'], 'EN')).toBe('KM');
  });

  it('ignores a stored language the site no longer offers', () => {
    localStorage.setItem('lang', 'KM');
    expect(initialLanguage(['EN', 'CN'], 'CN')).toBe('CN');
  });

  it('ignores a stored value that is not a language code', () => {
    localStorage.setItem('lang', 'en');
    expect(initialLanguage(['EN', 'CN', 'KM'], 'CN')).toBe('CN');
    localStorage.setItem('lang', 'FR');
    expect(initialLanguage(['EN', 'CN', 'KM'], 'KM')).toBe('KM');
  });

  it('uses the site default when nothing is stored', () => {
    expect(initialLanguage(['EN', 'CN', 'KM'], 'CN')).toBe('CN');
  });

  it('uses the site default when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(initialLanguage(['EN', 'CN', 'KM'], 'KM')).toBe('KM');
  });
});

describe('isLangCode', () => {
  it('accepts only the three offered codes, case-sensitively', () => {
    expect(['EN', 'CN', 'KM', 'en', 'ZH', '', null, undefined, 1].filter(isLangCode)).toEqual([
      'EN',
      'CN',
      'KM',
    ]);
  });
});
