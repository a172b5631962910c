import { describe, expect, it } from 'vitest';
import { ALL_TYPES, everyChannel } from './everyChannel';
import { RIGHT_BAR_TYPES, SIDE_MENU_TYPES, placedAt, type ServiceSources } from './serviceEntries';

const cs = (csType: string, path: string, csPosition = 'RIGHT') => ({ csType, csPosition, path });
const sources = (
  fromPlatform: ServiceSources['fromPlatform'],
  fromSite: ServiceSources['fromSite'] = [],
): ServiceSources => ({ fromPlatform, fromSite });
const right = (all: ServiceSources) => placedAt(all, 'RIGHT', RIGHT_BAR_TYPES);
const left = (all: ServiceSources) => placedAt(all, 'LEFT', SIDE_MENU_TYPES);

describe('the type lists', () => {
  it('follow the spec: six right-bar types, five side-menu types, eight in all', () => {
    expect(RIGHT_BAR_TYPES).toEqual(['LIVECHAT', 'VIP', 'TWITTER', 'TELEGRAM', 'LINE', 'FACEBOOK']);
    expect(SIDE_MENU_TYPES).toEqual(['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK']);
    expect(new Set(ALL_TYPES)).toEqual(new Set([...RIGHT_BAR_TYPES, ...SIDE_MENU_TYPES]));
    expect(ALL_TYPES).toHaveLength(8);
  });
});

describe('placedAt', () => {
  it('puts each entry where its csPosition says, in the spec order of that place', () => {
    const all = sources(
      [
        cs('FACEBOOK', 'https://facebook.com/brand', 'LEFT'),
        cs('LIVECHAT', 'https://chat.example', 'RIGHT'),
        cs('TELEGRAM2', 'https://t.me/brand_2', 'LEFT'),
        cs('VIP', 'https://vip.example', 'RIGHT'),
        cs('LIVECHAT', 'https://chat.example/menu', 'LEFT'),
      ],
      [{ type: 'LINE', url: 'https://line.me/brand' }],
    );
    expect(right(all)).toEqual([
      { type: 'LIVECHAT', url: 'https://chat.example' },
      { type: 'VIP', url: 'https://vip.example' },
      { type: 'LINE', url: 'https://line.me/brand' },
    ]);
    expect(left(all)).toEqual([
      { type: 'LIVECHAT', url: 'https://chat.example/menu' },
      { type: 'TELEGRAM2', url: 'https://t.me/brand_2' },
      { type: 'FACEBOOK', url: 'https://facebook.com/brand' },
    ]);
  });

  it('shows a type only in the places that take it', () => {
    const all = sources([
      cs('TELEGRAM1', 'https://t.me/1', 'RIGHT'),
      cs('VIP', 'https://vip.example', 'LEFT'),
      cs('WHATSAPP', 'https://wa.me/1', 'LEFT'),
    ]);
    expect(right(all)).toEqual([]);
    expect(left(all)).toEqual([]);
  });

  it('shows an entry whose csPosition is neither LEFT nor RIGHT nowhere', () => {
    const all = sources([cs('LIVECHAT', 'https://chat.example', 'TOP')]);
    expect(right(all)).toEqual([]);
    expect(left(all)).toEqual([]);
    expect(everyChannel(all)).toEqual([]);
  });

  it('places a site fallback RIGHT unless it says LEFT', () => {
    const all = sources(
      [],
      [
        { type: 'TELEGRAM', url: 'https://t.me/site' },
        { type: 'TELEGRAM1', url: 'https://t.me/site1', position: 'LEFT' },
      ],
    );
    expect(right(all)).toEqual([{ type: 'TELEGRAM', url: 'https://t.me/site' }]);
    expect(left(all)).toEqual([{ type: 'TELEGRAM1', url: 'https://t.me/site1' }]);
  });

  it('lets a platform entry replace the site fallback of its type in both places', () => {
    const all = sources(
      [cs('TELEGRAM', 'https://t.me/platform', 'LEFT')],
      [{ type: 'TELEGRAM', url: 'https://t.me/site' }],
    );
    expect(right(all)).toEqual([]);
    expect(left(all)).toEqual([{ type: 'TELEGRAM', url: 'https://t.me/platform' }]);
  });

  it('keeps the site fallback when the platform entry has an empty path', () => {
    const all = sources([cs('TELEGRAM', '')], [{ type: 'TELEGRAM', url: 'https://t.me/site' }]);
    expect(right(all)).toEqual([{ type: 'TELEGRAM', url: 'https://t.me/site' }]);
  });

  it('keeps the first entry of a type and place', () => {
    const all = sources([
      cs('LIVECHAT', 'https://chat.example/1'),
      cs('LIVECHAT', 'https://chat.example/2'),
    ]);
    expect(right(all)).toEqual([{ type: 'LIVECHAT', url: 'https://chat.example/1' }]);
  });

  it('drops javascript:, data:, http: and protocol-relative URLs, and other hosts in disguise', () => {
    const all = sources(
      [
        cs('LIVECHAT', 'javascript:alert(1)'),
        cs('VIP', 'http://insecure.example.com'),
        cs('TWITTER', '//evil.example.com'),
        cs('TELEGRAM', 'data:text/html,<script>alert(1)</script>'),
        cs('TELEGRAM1', '/\\evil.example.com', 'LEFT'),
        cs('TELEGRAM2', '/\t/evil.example.com', 'LEFT'),
      ],
      [{ type: 'LINE', url: 'JavaScript:alert(1)' }],
    );
    expect(right(all)).toEqual([]);
    expect(left(all)).toEqual([]);
  });

  it('does not fall back to the site link when the platform link is unsafe', () => {
    const all = sources(
      [cs('VIP', 'http://vip.example.com')],
      [{ type: 'VIP', url: 'https://vip.example' }],
    );
    expect(right(all)).toEqual([]);
  });

  it('accepts https links in any case and same-site paths', () => {
    expect(
      right(sources([cs('LIVECHAT', 'HTTPS://chat.example.com'), cs('VIP', '/service/vip')])),
    ).toEqual([
      { type: 'LIVECHAT', url: 'HTTPS://chat.example.com' },
      { type: 'VIP', url: '/service/vip' },
    ]);
  });
});

describe('everyChannel', () => {
  it('lists both places in the type order, the right bar first, one link per address', () => {
    const all = sources([
      cs('TELEGRAM2', 'https://t.me/brand_2', 'LEFT'),
      cs('LIVECHAT', 'https://chat.example', 'LEFT'),
      cs('LIVECHAT', 'https://chat.example', 'RIGHT'),
      cs('TELEGRAM', 'https://t.me/brand_cs', 'LEFT'),
      cs('TELEGRAM', 'https://t.me/brand', 'RIGHT'),
      cs('VIP', 'https://vip.example', 'RIGHT'),
    ]);
    expect(everyChannel(all).map((entry) => [entry.type, entry.url])).toEqual([
      ['LIVECHAT', 'https://chat.example'],
      ['VIP', 'https://vip.example'],
      ['TELEGRAM', 'https://t.me/brand'],
      ['TELEGRAM', 'https://t.me/brand_cs'],
      ['TELEGRAM2', 'https://t.me/brand_2'],
    ]);
  });
});
