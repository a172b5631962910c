import { describe, expect, it } from 'vitest';
import { platformUrl } from './platformUrl';

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
