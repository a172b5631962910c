import { describe, expect, it } from 'vitest';
import { liteAppUrl, offeredApps } from './offeredApps';
import { resourceUrl, safeAddress, storeApps } from './storeApps';

const ORIGIN = 'https://www.brand.example';
const resource = (resourceType: string, url: string) => ({ resourceType, url });

describe('safeAddress', () => {
  it('makes a relative address absolute, for a phone that scans it', () => {
    expect(safeAddress('/download/app.apk', ORIGIN)).toBe(
      'https://www.brand.example/download/app.apk',
    );
  });

  it('keeps web and iOS enterprise-install addresses', () => {
    expect(safeAddress('https://cdn.example/app.apk', ORIGIN)).toBe('https://cdn.example/app.apk');
    expect(safeAddress('itms-services://?action=download-manifest', ORIGIN)).toMatch(
      /^itms-services:/,
    );
  });

  it('refuses empty addresses and schemes a link must never carry', () => {
    expect(safeAddress('  ', ORIGIN)).toBeNull();
    expect(safeAddress('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeAddress('data:text/html,hi', ORIGIN)).toBeNull();
  });
});

describe('resourceUrl', () => {
  it('takes the first usable resource of the type, whatever its case', () => {
    const resources = [
      resource('LIVECHAT', 'https://chat.example/'),
      resource('android', 'javascript:void 0'),
      resource('Android', 'https://brand.example/a.apk'),
      resource('ANDROID', 'https://brand.example/b.apk'),
    ];
    expect(resourceUrl(resources, ['ANDROID'], ORIGIN)).toBe('https://brand.example/a.apk');
  });

  it('is null without such a resource', () => {
    expect(resourceUrl([resource('IOS', 'https://x.example/')], ['ANDROID'], ORIGIN)).toBeNull();
    expect(resourceUrl(undefined, ['IOS'], ORIGIN)).toBeNull();
  });
});

describe('storeApps (the side menu codes)', () => {
  it('lists iOS then Android, each only where its resource is listed', () => {
    const both = [
      resource('ANDROID', 'https://brand.example/android'),
      resource('IOS', 'https://brand.example/ios'),
    ];
    expect(storeApps(both, ORIGIN)).toEqual([
      { kind: 'ios', url: 'https://brand.example/ios' },
      { kind: 'android', url: 'https://brand.example/android' },
    ]);
    expect(storeApps([both[0]!], ORIGIN)).toEqual([
      { kind: 'android', url: 'https://brand.example/android' },
    ]);
    expect(storeApps([], ORIGIN)).toEqual([]);
  });
});

describe('liteAppUrl', () => {
  it("prefers the platform's LITE or H5 resource", () => {
    const permission = {
      resources: [resource('H5', 'https://h5.brand.example/')],
      domainRoute: ['https://m.brand.example'],
    };
    expect(liteAppUrl(permission, ORIGIN)).toBe('https://h5.brand.example/');
  });

  it("else takes the brand's mobile site among the routed domains, with or without a scheme", () => {
    expect(
      liteAppUrl(
        { resources: [], domainRoute: ['https://www.brand.example', 'https://m.brand.example'] },
        ORIGIN,
      ),
    ).toBe('https://m.brand.example/');
    expect(liteAppUrl({ resources: [], domainRoute: ['wap.brand.example'] }, ORIGIN)).toBe(
      'https://wap.brand.example/',
    );
  });

  it('else falls back to this site', () => {
    expect(liteAppUrl({ resources: [], domainRoute: ['https://www.brand.example'] }, ORIGIN)).toBe(
      'https://www.brand.example/',
    );
  });
});

describe('offeredApps (the page)', () => {
  const permission = {
    resources: [resource('IOS', 'https://brand.example/ios')],
    domainRoute: ['https://m.brand.example'],
  };

  it('offers the listed store apps and the lite app', () => {
    expect(offeredApps(permission, ORIGIN, { liteApp: true })).toEqual([
      { kind: 'ios', url: 'https://brand.example/ios' },
      { kind: 'lite', url: 'https://m.brand.example/' },
    ]);
  });

  it('leaves the lite app out where the site switches it off, and may offer nothing', () => {
    expect(offeredApps(permission, ORIGIN, { liteApp: false })).toEqual([
      { kind: 'ios', url: 'https://brand.example/ios' },
    ]);
    expect(offeredApps({ resources: [], domainRoute: [] }, ORIGIN, { liteApp: false })).toEqual([]);
  });
});
