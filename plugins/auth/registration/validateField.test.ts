import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES, findPatternFamily } from './patternFamilies';
import {
  codePointLength,
  validateField,
  validateRegistration,
  type FieldRule,
  type RegisterFieldRule,
} from './validateField';

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});
const family = (id: string) => {
  const f = findPatternFamily(id);
  if (!f) throw new Error(id);
  return f;
};
const familyRule = (id: string, min = 1, max = 1000): FieldRule =>
  rule(family(id).regex.source, min, max, id);

describe('validateField', () => {
  it('passes a value matching the pattern within bounds', () => {
    expect(
      validateField('abc123', rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter')),
    ).toBeNull();
  });

  it('fails with reg_pattern_{id} and a min-max range', () => {
    expect(
      validateField('1abc23', rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter')),
    ).toEqual({
      key: 'reg_pattern_alnum_start_letter',
      params: { min: 6, max: 16, range: '6-16' },
    });
    expect(
      validateField('abc', rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter'))?.key,
    ).toBe('reg_pattern_alnum_start_letter');
  });

  it('gives a single number when min equals max', () => {
    expect(validateField('123', rule('^\\d+$', 6, 6, 'digits'))?.params).toEqual({
      min: 6,
      max: 6,
      range: '6',
    });
    expect(validateField('123456', rule('^\\d+$', 6, 6, 'digits'))).toBeNull();
  });

  it('trims before checking', () => {
    expect(validateField('  abc123  ', rule('^[A-Za-z0-9]+$', 6, 6, 'alnum'))).toBeNull();
    expect(validateField('\u3000abc\u3000', rule('^[a-z]+$', 3, 3, 'alnum'))).toBeNull();
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('\ud800x')).toBe(2);
    expect(validateField('😀😀', rule('*', 2, 2, 'any'))).toBeNull();
    expect(validateField('😀😀😀', rule('*', 2, 2, 'any'))?.params.range).toBe('2');
  });

  it('treats * as match anything, bounds still apply', () => {
    expect(validateField('a b 中 😀', rule('*', 1, 30, 'any'))).toBeNull();
    expect(validateField('', rule('*', 1, 30, 'any'))).not.toBeNull();
    // the server pattern wins over the family: wechat is '*' with patternId no_space
    expect(validateField('a b', rule('*', 1, 30, 'no_space'))).toBeNull();
  });

  it('matches the whole value even for unanchored server patterns', () => {
    expect(validateField('abc!', rule('[a-z]+', 1, 10, 'alnum'))).not.toBeNull();
    expect(validateField('abc', rule('[a-z]+', 1, 10, 'alnum'))).toBeNull();
    expect(validateField('ab', rule('a|ab', 1, 10, 'alnum'))).toBeNull();
  });

  it('accepts server patterns that only compile without the u flag', () => {
    expect(validateField('a-b', rule('^[a-z\\-]+$', 1, 10, 'nope'))).toBeNull();
    expect(validateField('a_b', rule('^[a-z\\-]+$', 1, 10, 'nope'))).not.toBeNull();
  });

  it('falls back to the family regex when the server pattern is invalid', () => {
    expect(validateField('abc123', rule('^[A-Z(', 1, 10, 'alnum_both'))).toBeNull();
    expect(validateField('abcdef', rule('^[A-Z(', 1, 10, 'alnum_both'))?.key).toBe(
      'reg_pattern_alnum_both',
    );
    expect(validateField('abc123', rule('', 1, 10, 'digits'))).not.toBeNull();
  });

  it('fails (without throwing) when the pattern is invalid and the family unknown', () => {
    expect(validateField('abc', rule('(', 1, 10, 'unknown'))).toEqual({
      key: 'reg_pattern_unknown',
      params: { min: 1, max: 10, range: '1-10' },
    });
  });

  it('accepts numeric patternIds', () => {
    expect(
      validateField('x', { acceptedPattern: '^\\d+$', minLength: 1, maxLength: 3, patternId: 7 })
        ?.key,
    ).toBe('reg_pattern_7');
    expect(
      validateField('12', { acceptedPattern: '(', minLength: 1, maxLength: 3, patternId: 7 }),
    ).toBeNull();
  });

  it('applies the emulator seed rules', () => {
    expect(
      validateField('player01', rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter')),
    ).toBeNull();
    expect(
      validateField('abcd1234', rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 8, 20, 'alnum_both')),
    ).toBeNull();
    expect(
      validateField('abcdefgh', rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 8, 20, 'alnum_both')),
    ).not.toBeNull();
    expect(
      validateField('me@x.io', rule('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 60, 'email')),
    ).toBeNull();
  });
});

// ---------------------------------------------------------------- properties

const chars = (s: string) => fc.constantFrom(...Array.from(s));
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGIT = '0123456789';
const SYMBOL = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const str = (unit: fc.Arbitrary<string>, minLength = 1, maxLength = 12) =>
  fc.string({ unit, minLength, maxLength });
const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c));
const thai = fc.integer({ min: 0x0e01, max: 0x0e2e }).map((c) => String.fromCodePoint(c));
const han = fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCodePoint(c));
const kana = fc
  .oneof(
    fc.integer({ min: 0x3041, max: 0x3096 }),
    fc.integer({ min: 0x30a1, max: 0x30fa }),
    fc.integer({ min: 0x4e00, max: 0x9fff }),
  )
  .map((c) => String.fromCodePoint(c));
const pad = (n: number) => (s: number) => String(s).padStart(n, '0');
const realDate = fc.date({
  min: new Date(Date.UTC(1000, 0, 1)),
  max: new Date(Date.UTC(9999, 11, 31)),
  noInvalidDate: true,
});
const shuffled = (parts: string[]) =>
  fc
    .shuffledSubarray(Array.from(parts.join('')), { minLength: parts.join('').length })
    .map((a) => a.join(''));

/** generators of valid members, and a character each family never allows. */
const MEMBERS: Record<string, { valid: fc.Arbitrary<string>; bad: string }> = {
  alnum_start_letter: {
    valid: fc
      .tuple(chars(LOWER + UPPER), str(chars(LOWER + UPPER + DIGIT), 0))
      .map(([a, b]) => a + b),
    bad: '_',
  },
  chinese_digits: { valid: str(fc.oneof(han, chars(DIGIT))), bad: 'a' },
  email: {
    valid: fc
      .tuple(str(chars(LOWER + DIGIT + '._+')), str(chars(LOWER + DIGIT)), str(chars(LOWER), 2, 6))
      .map(([a, b, c]) => `${a}@${b}.${c}`),
    bad: '@',
  },
  alnum: { valid: str(chars(LOWER + UPPER + DIGIT)), bad: '-' },
  alnum_both: {
    valid: fc
      .tuple(chars(LOWER + UPPER), chars(DIGIT), str(chars(LOWER + DIGIT), 0))
      .chain(([a, d, r]) => shuffled([a, d, r])),
    bad: '😀',
  },
  digits: { valid: str(chars(DIGIT)), bad: '１' },
  alnum_upper: {
    valid: fc.tuple(chars(UPPER), str(chars(LOWER + DIGIT), 0)).chain(([u, r]) => shuffled([u, r])),
    bad: '!',
  },
  letters_spaces: {
    valid: fc
      .tuple(chars(LOWER), str(chars(LOWER + UPPER + ' '), 0), chars(UPPER))
      .map((p) => p.join('')),
    bad: '1',
  },
  no_space: {
    valid: str(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/\s/u.test(c)),
    ),
    bad: ' ',
  },
  chinese_punctuation: { valid: str(fc.oneof(han, chars('，。！？；：“”《》、…'))), bad: 'a' },
  date_ymd: {
    valid: realDate.map(
      (d) => `${d.getUTCFullYear()}-${pad(2)(d.getUTCMonth() + 1)}-${pad(2)(d.getUTCDate())}`,
    ),
    bad: '/',
  },
  date_mdy: {
    valid: realDate.map(
      (d) => `${pad(2)(d.getUTCMonth() + 1)}-${pad(2)(d.getUTCDate())}-${d.getUTCFullYear()}`,
    ),
    bad: '/',
  },
  korean: { valid: str(hangul), bad: 'a' },
  thai: { valid: str(thai), bad: 'a' },
  thai_english_spaces: {
    valid: fc
      .tuple(thai, str(fc.oneof(thai, chars(LOWER + UPPER + ' ')), 0), chars(LOWER))
      .map((p) => p.join('')),
    bad: '1',
  },
  upper_spaces: {
    valid: fc.tuple(chars(UPPER), str(chars(UPPER + ' '), 0)).map(([a, b]) => a + b),
    bad: 'a',
  },
  alnum_symbols: { valid: str(chars(LOWER + UPPER + DIGIT + SYMBOL)), bad: ' ' },
  password_strong: {
    valid: fc
      .tuple(
        chars(UPPER),
        chars(LOWER),
        chars(DIGIT),
        chars(SYMBOL),
        str(chars(LOWER + UPPER + DIGIT + SYMBOL), 0),
      )
      .chain((p) => shuffled(p)),
    bad: ' ',
  },
  full_name: {
    valid: fc
      .tuple(chars(UPPER), str(chars(LOWER), 0), chars(UPPER), str(chars(LOWER), 0))
      .map(([a, b, c, d]) => `${a}${b} ${c}${d}`),
    bad: '1',
  },
  japanese_fullwidth: { valid: str(kana), bad: 'ｶ' },
  upper_letters: { valid: str(chars(UPPER)), bad: ' ' },
};

describe('properties', () => {
  it('any string longer than max fails', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (s, max) => {
        fc.pre(codePointLength(s.trim()) > max);
        expect(validateField(s, rule('*', 0, max, 'any'))).not.toBeNull();
      }),
    );
  });

  it('* with a length in bounds always passes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.nat(5),
        fc.nat(5),
        (s, below, above) => {
          const n = codePointLength(s.trim());
          expect(validateField(s, rule('*', Math.max(0, n - below), n + above, 'any'))).toBeNull();
        },
      ),
    );
  });

  it('has a member generator for every family but any', () => {
    expect(Object.keys(MEMBERS).sort()).toEqual(
      PATTERN_FAMILIES.map((f) => f.patternId)
        .filter((id) => id !== 'any')
        .sort(),
    );
  });

  describe.each(Object.entries(MEMBERS))('%s', (id, { valid, bad }) => {
    it('a generated member passes, with the server pattern and with the family fallback', () => {
      fc.assert(
        fc.property(valid, (v) => {
          expect(validateField(v, familyRule(id))).toBeNull();
          expect(validateField(v, rule('(', 1, 1000, id))).toBeNull();
        }),
      );
    });

    it('one disallowed character makes it fail', () => {
      fc.assert(
        fc.property(valid, fc.nat(), (v, at) => {
          const cps = Array.from(v);
          // whitespace at either end would be trimmed away, so it goes inside
          const inside = /\s/u.test(bad);
          if (inside) fc.pre(cps.length >= 2);
          const i = inside ? 1 + (at % (cps.length - 1)) : at % (cps.length + 1);
          cps.splice(i, 0, bad);
          expect(validateField(cps.join(''), familyRule(id))).toEqual({
            key: `reg_pattern_${id}`,
            params: { min: 1, max: 1000, range: '1-1000' },
          });
        }),
      );
    });
  });

  it('date families agree with the calendar for any y/m/d', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const date = new Date(Date.UTC(2000, m - 1, d));
          date.setUTCFullYear(y);
          const real = m >= 1 && m <= 12 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          const mm = String(m).padStart(2, '0');
          const dd = String(d).padStart(2, '0');
          expect(family('date_ymd').regex.test(`${y}-${mm}-${dd}`)).toBe(real);
          expect(family('date_mdy').regex.test(`${mm}-${dd}-${y}`)).toBe(real);
        },
      ),
    );
  });

  it('min == max gives a single-number range, otherwise min-max', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (min, extra) => {
        const f = validateField(
          '\u0000'.repeat(min + extra + 1),
          rule('*', min, min + extra, 'any'),
        );
        expect(f?.params.range).toBe(extra === 0 ? String(min) : `${min}-${min + extra}`);
      }),
    );
  });

  it('trimming is idempotent: value and value.trim() validate the same', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom(...PATTERN_FAMILIES.map((f) => f.patternId)),
        fc.nat(10),
        fc.nat(10),
        (s, id, min, extra) => {
          const r = familyRule(id, min, min + extra);
          expect(validateField(s, r)).toEqual(validateField(s.trim(), r));
          expect(validateField(s.trim(), r)).toEqual(validateField(s.trim().trim(), r));
        },
      ),
    );
  });

  it('never throws on arbitrary unicode values and arbitrary patterns, ids and bounds', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 50 }),
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('*', '(', '[', '\\', '(?<', 'a{2,1}', '\\p{Foo}', '(?='),
        ),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 60 }),
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.integer(),
          fc.constantFrom(...PATTERN_FAMILIES.map((f) => f.patternId)),
        ),
        (value, acceptedPattern, minLength, maxLength, patternId) => {
          const result = validateField(value, { acceptedPattern, minLength, maxLength, patternId });
          if (result) expect(result.key).toBe(`reg_pattern_${String(patternId).trim()}`);
        },
      ),
    );
  });

  it('never throws on non-finite bounds', () => {
    expect(
      validateField('abc', {
        acceptedPattern: '*',
        minLength: Number.NaN,
        maxLength: Number.POSITIVE_INFINITY,
        patternId: 'any',
      }),
    ).toBeNull();
  });
});

// ------------------------------------------------------------ registration

const seedRule = (
  name: string,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
): RegisterFieldRule => ({
  name,
  enabled,
  required,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});

const RULES: RegisterFieldRule[] = [
  seedRule('username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter'),
  seedRule('password', true, true, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 8, 20, 'alnum_both'),
  seedRule('email', true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 60, 'email'),
  seedRule('mobileNum', true, false, '^\\d+$', 8, 12, 'digits'),
  seedRule('qqNum', false, false, '^\\d+$', 5, 12, 'digits'),
  seedRule('paymentPassword', true, false, '^\\d+$', 6, 6, 'digits'),
  seedRule('payeeName', true, true, '*', 0, 30, 'any'),
];
const GOOD = {
  username: 'player01',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  paymentPassword: '123456',
  payeeName: 'Sok',
  terms: true,
};

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(GOOD, RULES)).toEqual({});
  });

  it('lets an empty optional enabled field pass and checks a filled one', () => {
    expect(validateRegistration({ ...GOOD, email: '  ' }, RULES)).toEqual({});
    expect(validateRegistration({ ...GOOD, email: 'nope' }, RULES)).toEqual({
      email: { key: 'reg_pattern_email', params: { min: 5, max: 60, range: '5-60' } },
    });
  });

  it('ignores disabled fields', () => {
    expect(validateRegistration({ ...GOOD, qqNum: 'x' }, RULES)).toEqual({});
  });

  it('requires required fields (even when the rule would accept empty), username, password and shown paymentPassword', () => {
    const out = validateRegistration({ terms: true }, RULES);
    expect(Object.keys(out).sort()).toEqual([
      'confirmPassword',
      'password',
      'payeeName',
      'paymentPassword',
      'username',
    ]);
    expect(out['paymentPassword']?.params).toEqual({ min: 6, max: 6, range: '6' });
    const disabled = RULES.map((r) => ({ ...r, enabled: false, required: false }));
    expect(Object.keys(validateRegistration({ terms: true }, disabled)).sort()).toEqual([
      'confirmPassword',
      'password',
      'username',
    ]);
  });

  it('requires mobileNum for mobile registration', () => {
    expect(validateRegistration(GOOD, RULES, { mobile: true })['mobileNum']?.key).toBe(
      'reg_pattern_digits',
    );
    expect(
      validateRegistration({ ...GOOD, mobileNum: '85512345678' }, RULES, { mobile: true }),
    ).toEqual({});
  });

  it('names the digits to type where the mobile rule has one exact length (§5 N-digit)', () => {
    const exact = RULES.map((r) =>
      r.name === 'mobileNum' ? { ...r, minLength: 11, maxLength: 11 } : r,
    );
    const options = { mobile: true, mobilePrefixDigits: 3 };
    // 855 and 7 typed digits: the person is told to type 8, not "11 digits only".
    expect(validateRegistration({ ...GOOD, mobileNum: '8551234567' }, exact, options)).toEqual({
      mobileNum: { key: 'mobile_digits', params: { digits: 8 } },
    });
    expect(validateRegistration(GOOD, exact, options).mobileNum?.key).toBe('mobile_digits');
    expect(validateRegistration({ ...GOOD, mobileNum: '85512345678' }, exact, options)).toEqual({});
    // A range keeps the rule's own message; so does an exact length the prefix alone fills.
    expect(validateRegistration({ ...GOOD, mobileNum: '855' }, RULES, options).mobileNum?.key).toBe(
      'reg_pattern_digits',
    );
    expect(
      validateRegistration(GOOD, exact, { mobile: true, mobilePrefixDigits: 11 }).mobileNum?.key,
    ).toBe('reg_pattern_digits');
  });

  it('checks the two passwords are equal', () => {
    expect(validateRegistration({ ...GOOD, confirmPassword: 'abcd12345' }, RULES)).toEqual({
      confirmPassword: { key: 'inconsistent_twice', params: {} },
    });
    expect(
      validateRegistration({ ...GOOD, confirmPassword: '' }, RULES)['confirmPassword']?.key,
    ).toBe('inconsistent_twice');
    expect(validateRegistration({ ...GOOD, confirmPassword: ' abcd1234 ' }, RULES)).toEqual({});
  });

  it('requires the terms checkbox unless not shown', () => {
    expect(validateRegistration({ ...GOOD, terms: false }, RULES)).toEqual({
      terms: { key: 'agree_terms', params: {} },
    });
    expect(validateRegistration({ ...GOOD, terms: 'true' }, RULES)['terms']?.key).toBe(
      'agree_terms',
    );
    expect(validateRegistration({ ...GOOD, terms: false }, RULES, { requireTerms: false })).toEqual(
      {},
    );
  });
});
