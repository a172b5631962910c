/**
 * The 22 registration pattern families of product spec §5, as data.
 *
 * Every family has a stable `patternId` (the value the server sends in the
 * register settings `patternId` field and the suffix of the i18n key
 * `reg_pattern_{patternId}`), an ordinal `no` (1-22, the order of §5), a short
 * English name and a RegExp with the `u` flag.
 *
 * Ids: the seven ids the emulator seed uses (`any`, `alnum_start_letter`,
 * `email`, `alnum`, `alnum_both`, `digits`, `no_space`) are kept verbatim; the
 * other fifteen follow the same lower snake_case naming, describing the family.
 *
 * The server's `acceptedPattern` remains the source of truth (see
 * validateField.ts); these regexes are the fallback when the server pattern
 * cannot be compiled, and the reference implementation of each family.
 * "Letters" means the ASCII letters A-Z/a-z and "digits" 0-9 unless said
 * otherwise.
 */

export interface PatternFamily {
  /** Ordinal in the §5 list, 1-22. */
  readonly no: number;
  readonly patternId: string;
  readonly name: string;
  readonly regex: RegExp;
}

/** Years 1000-9999 that are leap years (divisible by 4, not by 100 unless by 400). */
const LEAP_YEAR = '(?:[1-9][0-9](?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';
const YEAR = '[1-9][0-9]{3}';
/** Month-day pairs valid in every year, as [month, day] alternatives. */
const MONTH_31 = '(?:0[13578]|1[02])';
const MONTH_30 = '(?:0[469]|11)';
const DAY_31 = '(?:0[1-9]|[12][0-9]|3[01])';
const DAY_30 = '(?:0[1-9]|[12][0-9]|30)';
const DAY_FEB = '(?:0[1-9]|1[0-9]|2[0-8])';

const YMD = `^(?:${YEAR}-(?:${MONTH_31}-${DAY_31}|${MONTH_30}-${DAY_30}|02-${DAY_FEB})|${LEAP_YEAR}-02-29)$`;
const MDY = `^(?:(?:${MONTH_31}-${DAY_31}|${MONTH_30}-${DAY_30}|02-${DAY_FEB})-${YEAR}|02-29-${LEAP_YEAR})$`;

/** Printable ASCII except space: letters, digits and ASCII symbols. */
const ASCII_VISIBLE = '\\x21-\\x7E';
/** ASCII symbols (printable, not letter, digit or space). */
const ASCII_SYMBOL = '!-\\/:-@\\[-`{-~';
/** Chinese (CJK / full-width) punctuation plus the curly quotes, ellipsis, dash and middle dot used in Chinese text. */
const CHINESE_PUNCT =
  '\\u3001-\\u3003\\u3008-\\u3011\\u3014-\\u301F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';
/** Full-width Hiragana, Katakana (incl. prolonged sound mark, not half-width U+FF66-FF9F) and Kanji. */
const JAPANESE_FULL = '\\u3041-\\u309F\\u30A0-\\u30FF\\u31F0-\\u31FF\\p{Script=Han}';
/** One name part: starts with a letter of any script; then letters, combining marks, apostrophes or hyphens. */
const NAME_PART = "\\p{L}[\\p{L}\\p{M}'\\u2019-]*";

function family(no: number, patternId: string, name: string, source: string): PatternFamily {
  return { no, patternId, name, regex: new RegExp(source, 'u') };
}

export const PATTERN_FAMILIES: readonly PatternFamily[] = [
  family(1, 'any', 'Any characters', '^[\\s\\S]*$'),
  family(
    2,
    'alnum_start_letter',
    'Starts with a letter, then letters and digits',
    '^[A-Za-z][A-Za-z0-9]*$',
  ),
  family(3, 'chinese_digits', 'Chinese characters and digits', '^[\\p{Script=Han}0-9]+$'),
  family(4, 'email', 'Email address', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
  family(5, 'alnum', 'Letters or digits only', '^[A-Za-z0-9]+$'),
  family(
    6,
    'alnum_both',
    'Letters and digits, both required',
    '^(?=[^]*[A-Za-z])(?=[^]*[0-9])[A-Za-z0-9]+$',
  ),
  family(7, 'digits', 'Digits only', '^[0-9]+$'),
  family(
    8,
    'alnum_upper',
    'Letters and digits with at least one uppercase letter',
    '^(?=[^]*[A-Z])[A-Za-z0-9]+$',
  ),
  family(9, 'letters_spaces', 'English letters and spaces', '^[A-Za-z ]+$'),
  family(10, 'no_space', 'Anything without spaces', '^\\S+$'),
  family(
    11,
    'chinese_punctuation',
    'Chinese characters and punctuation',
    `^[\\p{Script=Han}${CHINESE_PUNCT}]+$`,
  ),
  family(12, 'date_ymd', 'Date yyyy-MM-dd', YMD),
  family(13, 'date_mdy', 'Date MM-dd-yyyy', MDY),
  family(14, 'korean', 'Korean (Hangul) only', '^\\p{Script=Hangul}+$'),
  family(15, 'thai', 'Thai only', '^\\p{Script=Thai}+$'),
  family(
    16,
    'thai_english_spaces',
    'Thai or English letters with spaces',
    '^[\\p{Script=Thai}A-Za-z ]+$',
  ),
  family(
    17,
    'upper_spaces',
    'Uppercase letters and spaces, at least one letter',
    '^(?=[^]*[A-Z])[A-Z ]+$',
  ),
  family(18, 'alnum_symbols', 'Letters, digits and symbols', `^[${ASCII_VISIBLE}]+$`),
  family(
    19,
    'password_strong',
    'Password with an uppercase letter, a lowercase letter, a digit and a symbol',
    `^(?=[^]*[A-Z])(?=[^]*[a-z])(?=[^]*[0-9])(?=[^]*[${ASCII_SYMBOL}])[${ASCII_VISIBLE}]+$`,
  ),
  family(
    20,
    'full_name',
    'First and last name separated by one space',
    `^${NAME_PART} ${NAME_PART}$`,
  ),
  family(
    21,
    'japanese_fullwidth',
    'Full-width Hiragana, Katakana or Kanji',
    `^[${JAPANESE_FULL}]+$`,
  ),
  family(22, 'upper_letters', 'Uppercase English letters only, no spaces', '^[A-Z]+$'),
];

const BY_ID: ReadonlyMap<string, PatternFamily> = new Map(
  PATTERN_FAMILIES.map((f) => [f.patternId, f]),
);

/**
 * Looks a family up by its patternId. A number is accepted as the ordinal
 * (1-22) as well, so numeric ids from older configurations still resolve.
 */
export function findPatternFamily(patternId: number | string): PatternFamily | undefined {
  const key = String(patternId).trim();
  const byId = BY_ID.get(key);
  if (byId) return byId;
  if (/^[0-9]+$/.test(key)) return PATTERN_FAMILIES.find((f) => f.no === Number(key));
  return undefined;
}
