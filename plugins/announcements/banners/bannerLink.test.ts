import { describe, expect, it } from 'vitest';
import { resolveBannerLink } from './bannerLink';

const served = new Set(['/promotions', '/live', '/pointMall']);
const isServed = (pathname: string) => served.has(pathname);
const link = (linkage?: string, linkageType: string | undefined = 'URL') =>
  resolveBannerLink({ linkageType, linkage }, isServed);

describe('resolveBannerLink', () => {
  it('makes no link without a linkage type, whatever the linkage says', () => {
    expect(resolveBannerLink({ linkage: '/live' }, isServed)).toBeNull();
    expect(resolveBannerLink({ linkageType: '', linkage: '/live' }, isServed)).toBeNull();
  });

  it('follows an in-app path only when an active route serves it', () => {
    expect(link('/live')).toEqual({ kind: 'route', path: '/live' });
    expect(link('/seaLottery')).toBeNull();
    expect(link('/no-such-page')).toBeNull();
  });

  it('matches the path without its query or hash but keeps them for the navigation', () => {
    expect(link('/live?vassalage=EVO#top')).toEqual({
      kind: 'route',
      path: '/live?vassalage=EVO#top',
    });
    expect(link('/elsewhere?to=/live')).toBeNull();
  });

  it('refuses paths a browser would read as another host', () => {
    expect(link('//evil.example/live')).toBeNull();
    expect(link('/\\evil.example')).toBeNull();
  });

  it('opens an external address only over https', () => {
    expect(link('https://promo.example.com/spring?x=1')).toEqual({
      kind: 'external',
      href: 'https://promo.example.com/spring?x=1',
    });
    expect(link('http://promo.example.com/spring')).toBeNull();
    expect(link('ftp://promo.example.com/file')).toBeNull();
  });

  it('never turns script or data addresses into links', () => {
    expect(link('javascript:alert(1)')).toBeNull();
    expect(link('JavaScript:alert(1)')).toBeNull();
    expect(link(' javascript:alert(1)')).toBeNull();
    expect(link('data:text/html,<script>alert(1)</script>')).toBeNull();
  });

  it('refuses text that is neither a path nor an address', () => {
    expect(link('promotions')).toBeNull();
    expect(link('https://')).toBeNull();
  });

  it('sends a linkage type without a target to the page it names, if that page is served', () => {
    expect(resolveBannerLink({ linkageType: 'PROMOTION' }, isServed)).toEqual({
      kind: 'route',
      path: '/promotions',
    });
    expect(resolveBannerLink({ linkageType: 'PROMOTION' }, () => false)).toBeNull();
    expect(resolveBannerLink({ linkageType: 'SOMETHING_NEW' }, isServed)).toBeNull();
  });
});
