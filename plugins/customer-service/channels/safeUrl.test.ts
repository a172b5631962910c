import { describe, expect, it } from 'vitest';
import { isSafeUrl, resourceUrl } from './safeUrl';

describe('isSafeUrl', () => {
  it('takes https links and same-site paths only', () => {
    expect(isSafeUrl('https://t.me/brand')).toBe(true);
    expect(isSafeUrl('/customerService')).toBe(true);
    for (const url of ['http://x.example', '//x.example', 'javascript:alert(1)', '/\\x.example'])
      expect(isSafeUrl(url), url).toBe(false);
  });
});

describe('resourceUrl', () => {
  const resources = [
    { resourceType: 'LIVECHAT', url: 'https://chat.example' },
    { resourceType: 'telegram', url: 'https://t.me/brand' },
  ];

  it('finds the resource of a type, whatever its case', () => {
    expect(resourceUrl(resources, 'TELEGRAM')).toBe('https://t.me/brand');
  });

  it('gives nothing when the platform lists none, or an unsafe link', () => {
    expect(resourceUrl(resources, 'FACEBOOK')).toBeNull();
    expect(resourceUrl(undefined, 'TELEGRAM')).toBeNull();
    expect(
      resourceUrl([{ resourceType: 'TELEGRAM', url: 'javascript:alert(1)' }], 'TELEGRAM'),
    ).toBeNull();
  });
});
