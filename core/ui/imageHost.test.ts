import { beforeEach, describe, expect, it } from 'vitest';
import { cdnHosts, imageUrl, pickHost, resetImageHost } from './imageHost';

describe('imageUrl', () => {
  beforeEach(resetImageHost);

  it('picks one host from the list for the whole page view', () => {
    const cdns = ['https://a.example', 'https://b.example/'];
    expect(imageUrl('/g/1.svg', cdns, () => 0.9)).toBe('https://b.example/g/1.svg');
    expect(imageUrl('g/2.svg', cdns, () => 0)).toBe('https://b.example/g/2.svg');
  });

  it('keeps same-site paths with "/" and leaves absolute URLs alone', () => {
    expect(imageUrl('/g/1.svg', ['/'])).toBe('/g/1.svg');
    expect(imageUrl('https://x.example/a.png', ['https://a.example'])).toBe(
      'https://x.example/a.png',
    );
    expect(imageUrl('data:image/svg+xml;base64,AA', ['https://a.example'])).toBe(
      'data:image/svg+xml;base64,AA',
    );
  });
});

describe('cdnHosts', () => {
  it("takes the platform's usable hosts first and the site's list when it has none (§7)", () => {
    expect(
      cdnHosts(
        ['https://cdn1.example/g', '', 'javascript:alert(1)'],
        ['/', 'https://cdn1.example'],
      ),
    ).toEqual(['https://cdn1.example/g']);
    expect(cdnHosts([''], ['/'])).toEqual(['/']);
    expect(cdnHosts(undefined, ['https://site.example'])).toEqual(['https://site.example']);
  });

  it("passes over platform hosts the page's policy does not allow (issue 29)", () => {
    expect(cdnHosts(['https://other.example', '/img'], ['/'])).toEqual(['/img']);
    expect(cdnHosts(['https://other.example'], ['https://cdn.example'])).toEqual([
      'https://cdn.example',
    ]);
  });

  it('picks each host of the list at random', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect([0, 0.4, 0.99].map((r) => pickHost(hosts, () => r))).toEqual(hosts);
    expect(pickHost([])).toBeUndefined();
  });
});
