import { describe, expect, it } from 'vitest';
import { RIGHT_BAR_TYPES, serviceEntries } from './serviceEntries';

describe('serviceEntries', () => {
  it('lists the right-bar types in the spec order, whatever order the sources use', () => {
    expect(RIGHT_BAR_TYPES).toEqual(['LIVECHAT', 'VIP', 'TWITTER', 'TELEGRAM', 'LINE', 'FACEBOOK']);
    const entries = serviceEntries(
      [
        { csType: 'FACEBOOK', path: 'https://facebook.com/brand' },
        { csType: 'LIVECHAT', path: 'https://chat.example.com' },
      ],
      [
        { type: 'LINE', url: 'https://line.me/brand' },
        { type: 'VIP', url: '/vip' },
      ],
    );
    expect(entries).toEqual([
      { type: 'LIVECHAT', url: 'https://chat.example.com' },
      { type: 'VIP', url: '/vip' },
      { type: 'LINE', url: 'https://line.me/brand' },
      { type: 'FACEBOOK', url: 'https://facebook.com/brand' },
    ]);
  });

  it('lets the platform entry win over the site fallback of the same type', () => {
    expect(
      serviceEntries(
        [{ csType: 'TELEGRAM', path: 'https://t.me/platform' }],
        [{ type: 'TELEGRAM', url: 'https://t.me/site' }],
      ),
    ).toEqual([{ type: 'TELEGRAM', url: 'https://t.me/platform' }]);
  });

  it('keeps the site fallback when the platform entry has an empty path', () => {
    expect(
      serviceEntries(
        [{ csType: 'TELEGRAM', path: '' }],
        [{ type: 'TELEGRAM', url: 'https://t.me/site' }],
      ),
    ).toEqual([{ type: 'TELEGRAM', url: 'https://t.me/site' }]);
  });

  it('drops javascript:, data:, http: and protocol-relative URLs', () => {
    const entries = serviceEntries(
      [
        { csType: 'LIVECHAT', path: 'javascript:alert(1)' },
        { csType: 'VIP', path: 'http://insecure.example.com' },
        { csType: 'TWITTER', path: '//evil.example.com' },
        { csType: 'TELEGRAM', path: 'data:text/html,<script>alert(1)</script>' },
      ],
      [{ type: 'LINE', url: 'JavaScript:alert(1)' }],
    );
    expect(entries).toEqual([]);
  });

  it('drops paths that a browser would read as another host', () => {
    const entries = serviceEntries(
      [
        { csType: 'LIVECHAT', path: '/\\evil.example.com' },
        { csType: 'VIP', path: '/\t/evil.example.com' },
      ],
      [],
    );
    expect(entries).toEqual([]);
  });

  it('does not fall back to the site link when the platform link is unsafe', () => {
    expect(
      serviceEntries(
        [{ csType: 'VIP', path: 'http://vip.example.com' }],
        [{ type: 'VIP', url: 'https://vip.example.com' }],
      ),
    ).toEqual([]);
  });

  it('accepts https links in any case and same-site paths', () => {
    expect(
      serviceEntries(
        [
          { csType: 'LIVECHAT', path: 'HTTPS://chat.example.com' },
          { csType: 'VIP', path: '/service/vip' },
        ],
        [],
      ),
    ).toEqual([
      { type: 'LIVECHAT', url: 'HTTPS://chat.example.com' },
      { type: 'VIP', url: '/service/vip' },
    ]);
  });

  it('ignores types the right bar does not show', () => {
    expect(
      serviceEntries(
        [{ csType: 'TELEGRAM1', path: 'https://t.me/1' }],
        [{ type: 'WHATSAPP', url: 'https://wa.me/1' }],
      ),
    ).toEqual([]);
  });
});
