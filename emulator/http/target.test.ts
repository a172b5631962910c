import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.js';
import { pathOfNul } from './io.js';
import { MAX_TARGET_LENGTH, MethodNotAllowed, parseTarget } from './target.js';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('parseTarget', () => {
  it('keeps "//x" a path instead of a host', () => {
    expect(parseTarget('GET', '//wps/system/status').pathname).toBe('//wps/system/status');
  });

  it('refuses other forms, bad escapes, NULs, long targets and bad hosts as VALIDATION_FAILED', () => {
    for (const [target, host] of [
      ['*', undefined],
      ['http://[', undefined],
      ['/%', undefined],
      ['/wps%00', undefined],
      ['/wps?x=%00', undefined],
      [`/${'a'.repeat(MAX_TARGET_LENGTH)}`, undefined],
      ['/', 'a b'],
    ] as const) {
      const err = failure(() => parseTarget('GET', target, host));
      expect(err, target.slice(0, 20)).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an unknown method with 405 and names the known ones', () => {
    const err = failure(() => parseTarget('PROPFIND', '/'));
    expect(err).toBeInstanceOf(MethodNotAllowed);
    expect((err as MethodNotAllowed).allow).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
  });
});

describe('pathOfNul', () => {
  it('names the first field holding a NUL, keys included', () => {
    expect(pathOfNul({ a: 'x', b: { c: ['ok', 'n\u0000'] } })).toBe('/b/c/1');
    expect(pathOfNul({ 'k\u0000': 1 })).toBe('/');
    expect(pathOfNul({ a: 1, b: [true, null] })).toBeNull();
  });
});
