import { describe, expect, it } from 'vitest';
import { parseJson } from './lib/json-syntax';

const fail = (text: string): string => {
  const result = parseJson(text);
  return result.ok ? 'ok' : `line ${result.line} column ${result.column}: ${result.reason}`;
};

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{"a": [1, "x", null]}')).toEqual({ ok: true, value: { a: [1, 'x', null] } });
  });

  it('says where and why malformed JSON fails', () => {
    expect(fail('{\n  "a": 1\n  "b": 2\n}')).toBe(
      'line 3 column 3: expected "," or "}" after a value, got "\\""',
    );
    expect(fail('[1, 2,]')).toBe('line 1 column 7: trailing comma before "]"');
    expect(fail("{'a': 1}")).toBe('line 1 column 2: expected a double-quoted key, got "\'"');
    expect(fail('{"a": "open')).toBe('line 1 column 12: unterminated string');
    expect(fail('{"a": tru}')).toBe('line 1 column 7: expected a value, got "t"');
    expect(fail('{"a": 1} x')).toBe(
      'line 1 column 10: expected end of file after the value, got "x"',
    );
    expect(fail('')).toBe('line 1 column 1: expected a value, got end of file');
    expect(fail('\uFEFF{}')).toBe('line 1 column 1: byte-order mark at the start of the file');
  });
});
