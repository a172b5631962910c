import { describe, expect, it } from 'vitest';
import { platformResource, type LinkPolicy } from './platformResource';

const httpsOnly: LinkPolicy = (address) => (address.startsWith('https://') ? address : null);
const entry = (resourceType: string, url: string) => ({ resourceType, url });

describe('platformResource', () => {
  it('takes the first entry of the types, whatever their case, that the policy accepts', () => {
    const resources = [
      entry('LIVECHAT', 'https://chat.example/'),
      entry('android', 'javascript:void 0'),
      entry('Android', 'https://brand.example/a.apk'),
      entry('ANDROID', 'https://brand.example/b.apk'),
    ];
    expect(platformResource(resources, ['android'], httpsOnly)).toBe('https://brand.example/a.apk');
    expect(platformResource(resources, ['H5', 'LIVECHAT'], httpsOnly)).toBe(
      'https://chat.example/',
    );
  });

  it('gives the address as the policy makes it', () => {
    const absolute: LinkPolicy = (address) => new URL(address, 'https://brand.example').href;
    expect(platformResource([entry('IOS', '/app.ipa')], ['IOS'], absolute)).toBe(
      'https://brand.example/app.ipa',
    );
  });

  it('is null without an accepted entry of the types', () => {
    expect(platformResource([entry('IOS', 'https://x.example/')], ['ANDROID'], httpsOnly)).toBe(
      null,
    );
    expect(platformResource([entry('IOS', 'http://x.example/')], ['IOS'], httpsOnly)).toBeNull();
    expect(platformResource(undefined, ['IOS'], httpsOnly)).toBeNull();
  });
});
