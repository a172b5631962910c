import { describe, expect, it } from 'vitest';
import { supportChatUrl } from './supportLink';

const site = [{ type: 'LIVECHAT', url: 'https://chat.site.example/' }];

describe('supportChatUrl', () => {
  it("prefers the platform's live chat, then the site's", () => {
    expect(supportChatUrl([{ csType: 'LIVECHAT', path: 'https://p.example/' }], site)).toBe(
      'https://p.example/',
    );
    expect(supportChatUrl([{ csType: 'TELEGRAM', path: 'https://t.me/x' }], site)).toBe(
      'https://chat.site.example/',
    );
    expect(supportChatUrl(undefined, [])).toBeNull();
  });

  it('refuses anything but https or a path on this site', () => {
    const only = (url: string) => supportChatUrl([{ csType: 'LIVECHAT', path: url }], []);
    expect(only('javascript:alert(1)')).toBeNull();
    expect(only('http://chat.example/')).toBeNull();
    expect(only('//evil.example/')).toBeNull();
    expect(only('/\\evil.example')).toBeNull();
    expect(only('/help')).toBe('/help');
  });
});
