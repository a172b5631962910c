import { describe, expect, it } from 'vitest';
import { isValidHost, MAX_URL_LENGTH, parseAddress } from './requestTarget';

describe('parseAddress', () => {
  it('keeps "//x" a path and resolves dot segments, encoded or not', () => {
    expect(parseAddress('//evil.test/x')?.pathname).toBe('//evil.test/x');
    expect(parseAddress('/wps/../__emulator/reset')?.pathname).toBe('/__emulator/reset');
    expect(parseAddress('/wps/%2e%2e/__emulator')?.pathname).toBe('/__emulator');
    expect(parseAddress('/a%2Fb?x=1')).toEqual({
      pathname: '/a%2Fb',
      search: '?x=1',
      decodedPath: '/a/b',
    });
  });

  it('refuses other forms, bad escapes in the path, NULs and over-long targets', () => {
    for (const target of ['*', 'http://x/', '', undefined, '/%', '/%E0%A4%A', '/a%00', '/?q=%00'])
      expect(parseAddress(target), String(target)).toBeNull();
    expect(parseAddress(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeNull();
    // The query's own escapes are the application's business.
    expect(parseAddress('/?q=%')?.search).toBe('?q=%');
  });
});

describe('isValidHost', () => {
  it('takes names, addresses and ports, in any letter case', () => {
    for (const host of ['angkor.localhost', 'ANGKOR.LOCALHOST:4173', '127.0.0.1', '[::1]:80', 'a.'])
      expect(isValidHost(host), host).toBe(true);
    expect(isValidHost(undefined)).toBe(true);
  });

  it('refuses what no host can hold', () => {
    for (const host of ['', 'a b', 'x/y', '[', 'a@b', '..', 'ÿ.localhost', 'a:b'])
      expect(isValidHost(host), host).toBe(false);
  });
});
