import { describe, expect, it } from 'vitest';
import type { Announcement } from '../api';
import { homeBanners } from './homeBanners';

const banner = (id: string, sequence: number | undefined, extra: Partial<Announcement> = {}) =>
  ({
    id,
    type: 'B',
    title: `Banner ${id}`,
    groupName: 'w_home',
    sequence,
    announcementImages: [{ sequence: 1, url: `/img/${id}.svg` }],
    ...extra,
  }) as Announcement;

describe('homeBanners', () => {
  it('keeps the w_home group in the operator’s sequence', () => {
    const list = homeBanners([
      banner('c', 3),
      banner('login', 1, { groupName: 'w_login' }),
      banner('a', 1),
      banner('b', 2),
      banner('menu', 0, { groupName: 'w_leftmenu' }),
    ]);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts banners without a sequence last, keeping their order', () => {
    const list = homeBanners([banner('x', undefined), banner('y', 2), banner('z', undefined)]);
    expect(list.map((item) => item.id)).toEqual(['y', 'x', 'z']);
  });

  it('shows each banner’s lowest-sequence image and leaves out banners without one', () => {
    const list = homeBanners([
      banner('a', 1, {
        announcementImages: [
          { sequence: 2, url: '/img/second.svg' },
          { sequence: 1, url: '/img/first.svg' },
        ],
      }),
      banner('empty', 2, { announcementImages: [] }),
      banner('none', 3, { announcementImages: undefined }),
    ]);
    expect(list).toEqual([
      {
        id: 'a',
        title: 'Banner a',
        imageUrl: '/img/first.svg',
        linkageType: undefined,
        linkage: undefined,
      },
    ]);
  });

  it('does not reorder the list it was given', () => {
    const input = [banner('b', 2), banner('a', 1)];
    homeBanners(input);
    expect(input.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
