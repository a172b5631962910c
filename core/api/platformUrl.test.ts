import { describe, expect, it } from 'vitest';
import { isSafeApiBase, platformUrl } from './platformUrl';

describe('platformUrl', () => {
  it('resolves a root-relative URL against the API host', () => {
    expect(platformUrl('/emulator-assets/launch?game=1', '/', 'http://a.localhost:4411')).toBe(
      'http://a.localhost:4411/emulator-assets/launch?game=1',
    );
    expect(platformUrl('/play', 'https://api.example/base/', 'http://a.localhost')).toBe(
      'https://api.example/play',
    );
  });

  it('keeps absolute http(s) URLs and refuses scripts, data and nothing', () => {
    expect(platformUrl('https://vendor.example/g', '/', 'http://x')).toBe(
      'https://vendor.example/g',
    );
    expect(platformUrl('javascript:alert(1)', '/', 'http://x')).toBeNull();
    expect(platformUrl('data:text/html,hi', '/', 'http://x')).toBeNull();
    expect(platformUrl(undefined, '/', 'http://x')).toBeNull();
  });
});

describe('isSafeApiBase', () => {
  it('accepts the same origin and absolute http(s) bases', () => {
    for (const base of ['/', '/api/', 'https://api.example/base/', 'http://127.0.0.1:4310'])
      expect(isSafeApiBase(base), base).toBe(true);
  });

  it('refuses scripts, data, other schemes, protocol-relative hosts and non-strings', () => {
    const bases = [
      'javascript:alert(1)//',
      'JavaScript:alert(1)',
      'data:application/json,{}',
      'ftp://files.example/',
      '//evil.example/',
      '/\\evil.example',
      ' /',
      '',
      undefined,
      42,
    ];
    for (const base of bases) expect(isSafeApiBase(base), String(base)).toBe(false);
  });
});
