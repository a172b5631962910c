import { describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES, findPatternFamily } from './patternFamilies';
import EN from '../locales/page/EN.json';
import CN from '../locales/page/CN.json';
import KM from '../locales/page/KM.json';

/** valid and invalid examples for each family (values already trimmed). */
const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  any: { valid: ['', 'abc', 'a b c', '😀', '中文 x\n'], invalid: [] },
  alnum_start_letter: {
    valid: ['a', 'abc123', 'Z9z9'],
    invalid: ['', '1abc', 'ab c', 'ab_c', 'ａbc', 'abc😀', 'é1'],
  },
  chinese_digits: {
    valid: ['中文', '张三123', '123', '𠀀'],
    invalid: ['', 'abc', '中 文', '中文！', '１２３'],
  },
  email: {
    valid: ['a@b.co', 'first.last+tag@example.com'],
    invalid: ['', 'a@b', 'a b@c.d', '@b.co', 'a@@b.co', 'ab.co'],
  },
  alnum: { valid: ['abc', '123', 'A1b2'], invalid: ['', 'a b', 'a-b', 'ａ', 'é', '😀'] },
  alnum_both: {
    valid: ['a1', '1a', 'Abc123'],
    invalid: ['', 'abc', '123', 'ab 12', 'ab_12', 'ab１'],
  },
  digits: { valid: ['0', '0123456789'], invalid: ['', '12a', '1 2', '１２', '١٢', '-1', '1.5'] },
  alnum_upper: { valid: ['A', 'abC1', 'ZZ9'], invalid: ['', 'abc1', '123', 'Ab c', 'Ａbc', 'Ab!'] },
  letters_spaces: {
    valid: ['John', 'John Smith', 'a  b'],
    invalid: ['', 'John1', 'Jöhn', 'John-Smith', 'John\tSmith'],
  },
  no_space: { valid: ['abc', 'a-b_c!中😀'], invalid: ['', 'a b', 'a\tb', 'a\u3000b', 'a\u00a0b'] },
  chinese_punctuation: {
    valid: ['中文', '你好，世界！', '《书名》', '“引号”…'],
    invalid: ['', 'abc', '中文1', '中 文', '中文😀'],
  },
  date_ymd: {
    valid: [
      '2024-02-29',
      '2000-02-29',
      '1999-12-31',
      '2023-02-28',
      '2023-04-30',
      '1000-01-01',
      '9999-12-31',
    ],
    invalid: [
      '1900-02-29',
      '2023-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '2023-1-01',
      '0000-01-01',
      '2023/01/01',
      '01-01-2023',
      '2024-02-30',
    ],
  },
  date_mdy: {
    valid: ['02-29-2024', '02-29-2000', '12-31-1999', '02-28-2023', '06-30-2023'],
    invalid: [
      '02-29-1900',
      '02-29-2023',
      '06-31-2023',
      '13-01-2023',
      '2023-01-01',
      '1-01-2023',
      '01-32-2023',
    ],
  },
  korean: {
    valid: ['한국어', '김철수'],
    invalid: ['', '한국 어', '한국어1', 'abc', '中文', '한😀'],
  },
  thai: { valid: ['ภาษาไทย', 'สวัสดี'], invalid: ['', 'ภาษา ไทย', 'thai', 'ไทย1', 'ไทย😀'] },
  thai_english_spaces: {
    valid: ['ภาษาไทย', 'Thai', 'สวัสดี John', 'a b'],
    invalid: ['', 'ไทย1', 'John!', '中文', 'ไทย😀'],
  },
  upper_spaces: {
    valid: ['JOHN', 'JOHN SMITH', 'A'],
    invalid: ['', '   ', 'John', 'JOHN1', 'ＪＯＨＮ', 'JOHN-SMITH'],
  },
  alnum_symbols: {
    valid: ['abc', 'a1!@#', '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~'],
    invalid: ['', 'a b', 'abc中', 'ａ', '😀'],
  },
  password_strong: {
    valid: ['Aa1!', 'Passw0rd#', 'xY9~'],
    invalid: ['', 'Aa1a', 'aa1!', 'AA1!', 'Aa!!', 'Aa1! ', 'Aa 1!', 'Aa1！', 'Aa1😀'],
  },
  full_name: {
    valid: ['John Smith', 'Jean-Luc Picard', "Mary O'Neil", 'Nguyễn Văn', 'José Álvarez'],
    invalid: [
      '',
      'John',
      'John  Smith',
      'John Paul Smith',
      'John1 Smith',
      ' John',
      'John\tSmith',
      '-John Smith',
    ],
  },
  japanese_fullwidth: {
    valid: ['ひらがな', 'カタカナ', '漢字', 'コーヒー', '日本語テスト'],
    invalid: ['', 'ｶﾀｶﾅ', 'abc', 'ひら がな', '日本1', '한국'],
  },
  upper_letters: { valid: ['A', 'ABCXYZ'], invalid: ['', 'AB C', 'ABc', 'AB1', 'ＡＢ', 'É'] },
};

describe('PATTERN_FAMILIES', () => {
  it('has 22 families with unique ids, ordinals 1-22 and the u flag', () => {
    expect(PATTERN_FAMILIES).toHaveLength(22);
    expect(new Set(PATTERN_FAMILIES.map((f) => f.patternId)).size).toBe(22);
    expect(PATTERN_FAMILIES.map((f) => f.no)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const f of PATTERN_FAMILIES) expect(f.regex.flags).toContain('u');
  });

  it('keeps the emulator seed ids', () => {
    for (const id of [
      'any',
      'alnum_start_letter',
      'alnum_both',
      'email',
      'digits',
      'no_space',
      'alnum',
    ]) {
      expect(findPatternFamily(id)?.patternId).toBe(id);
    }
  });

  it('resolves ordinals and rejects unknown ids', () => {
    expect(findPatternFamily(7)?.patternId).toBe('digits');
    expect(findPatternFamily('12')?.patternId).toBe('date_ymd');
    expect(findPatternFamily('nope')).toBeUndefined();
    expect(findPatternFamily(0)).toBeUndefined();
  });

  it('has examples for every family', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(PATTERN_FAMILIES.map((f) => f.patternId).sort());
  });

  describe.each(PATTERN_FAMILIES.map((f) => [f.patternId, f] as const))('%s', (id, f) => {
    const ex = EXAMPLES[id] ?? { valid: [], invalid: [] };
    it.each(ex.valid)('accepts %j', (v) => expect(f.regex.test(v)).toBe(true));
    if (ex.invalid.length > 0)
      it.each(ex.invalid)('rejects %j', (v) => expect(f.regex.test(v)).toBe(false));
  });
});

describe('registration locales', () => {
  const keys = [
    ...PATTERN_FAMILIES.map((f) => `reg_pattern_${f.patternId}`),
    'inconsistent_twice',
    'agree_terms',
    'mobile_digits',
  ];
  it.each([
    ['EN', EN],
    ['CN', CN],
    ['KM', KM],
  ] as const)('%s has exactly the keys, with {{range}} in every pattern message', (_, bundle) => {
    // The messages live in the auth namespace under `registration` (keys reg_pattern_{id}, §5).
    const m = bundle.registration as Record<string, string>;
    expect(Object.keys(m).sort()).toEqual([...keys].sort());
    for (const f of PATTERN_FAMILIES)
      expect(m[`reg_pattern_${f.patternId}`]).toContain('{{range}}');
    expect(m.mobile_digits).toContain('{{digits}}');
  });
});
