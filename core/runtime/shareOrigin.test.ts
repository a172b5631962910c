import { describe, expect, it } from 'vitest';
import { onOrigin, shareOrigin } from './shareOrigin';

const production = { protocol: 'https:', origin: 'https://mirror3.longhai9.com' };
const development = { protocol: 'http:', origin: 'http://longhai.localhost:5173' };

describe('shareOrigin', () => {
  it("builds on the brand's main domain in production (https)", () => {
    expect(shareOrigin(production, 'longhai9.com')).toBe('https://longhai9.com');
    expect(shareOrigin(production, ' WWW.Longhai9.com ')).toBe('https://www.longhai9.com');
    expect(shareOrigin(production, 'longhai9.com:8443')).toBe('https://longhai9.com:8443');
  });

  it("keeps the page's own origin over plain http, so a developer can follow the link", () => {
    expect(shareOrigin(development, 'longhai9.com')).toBe('http://longhai.localhost:5173');
    expect(shareOrigin({ protocol: 'http:', origin: 'http://127.0.0.1:4311' }, 'x.com')).toBe(
      'http://127.0.0.1:4311',
    );
  });

  it("keeps the page's own origin when the status gives no main domain", () => {
    expect(shareOrigin(production, undefined)).toBe(production.origin);
    expect(shareOrigin(production, '')).toBe(production.origin);
    expect(shareOrigin(production, '   ')).toBe(production.origin);
  });

  it('takes a host only: anything more would send the link elsewhere', () => {
    for (const bad of [
      'https://longhai9.com',
      'longhai9.com/promo',
      'user@evil.example',
      'evil.example#longhai9.com',
      'longhai9.com?x=1',
      'exa mple.com',
      'javascript:alert(1)',
    ])
      expect(shareOrigin(production, bad), bad).toBe(production.origin);
  });
});

describe('onOrigin', () => {
  it('moves a platform-built link onto the share origin, path and code kept', () => {
    expect(
      onOrigin(
        'https://longhai9.localhost/register?affiliateCode=AB23CD45',
        'http://127.0.0.1:4311',
      ),
    ).toBe('http://127.0.0.1:4311/register?affiliateCode=AB23CD45');
    expect(onOrigin('/register?ref=X#top', 'https://longhai9.com')).toBe(
      'https://longhai9.com/register?ref=X#top',
    );
  });
});
