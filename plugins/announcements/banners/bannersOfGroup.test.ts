import { describe, expect, it } from 'vitest';
import type { Announcement } from '../api';
import { bannersOfGroup, type BannerGroupName } from './bannersOfGroup';

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

const inGroup = (group: BannerGroupName) => (id: string, sequence: number) =>
  banner(id, sequence, { groupName: group });

describe('bannersOfGroup', () => {
  it('keeps the w_home group in the operator’s sequence', () => {
    const list = bannersOfGroup(
      [
        banner('c', 3),
        banner('login', 1, { groupName: 'w_login' }),
        banner('a', 1),
        banner('b', 2),
        banner('menu', 0, { groupName: 'w_leftmenu' }),
      ],
      'w_home',
    );
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it.each<[BannerGroupName, string[]]>([
    ['w_leftmenu', ['menu1', 'menu2']],
    ['w_login', ['login1', 'login2']],
    ['w_register', ['register1']],
    ['w_forget', ['forget1']],
  ])('picks the banners of group %s alone, in sequence', (group, ids) => {
    const all = [
      inGroup('w_leftmenu')('menu2', 2),
      inGroup('w_login')('login2', 5),
      inGroup('w_register')('register1', 1),
      inGroup('w_home')('home1', 1),
      inGroup('w_leftmenu')('menu1', 1),
      inGroup('w_forget')('forget1', 3),
      inGroup('w_login')('login1', 4),
    ];
    expect(bannersOfGroup(all, group).map((item) => item.id)).toEqual(ids);
  });

  it('gives an empty list when the platform has no banner of the group', () => {
    expect(bannersOfGroup([banner('a', 1), banner('b', 2)], 'w_forget')).toEqual([]);
    expect(bannersOfGroup([], 'w_leftmenu')).toEqual([]);
  });

  it('leaves out banners without a group', () => {
    expect(bannersOfGroup([banner('x', 1, { groupName: undefined })], 'w_home')).toEqual([]);
  });

  it('puts banners without a sequence last, keeping their order', () => {
    const list = bannersOfGroup(
      [banner('x', undefined), banner('y', 2), banner('z', undefined)],
      'w_home',
    );
    expect(list.map((item) => item.id)).toEqual(['y', 'x', 'z']);
  });

  it('shows each banner’s lowest-sequence image and leaves out banners without one', () => {
    const list = bannersOfGroup(
      [
        banner('a', 1, {
          announcementImages: [
            { sequence: 2, url: '/img/second.svg' },
            { sequence: 1, url: '/img/first.svg' },
          ],
        }),
        banner('empty', 2, { announcementImages: [] }),
        banner('none', 3, { announcementImages: undefined }),
      ],
      'w_home',
    );
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
    bannersOfGroup(input, 'w_home');
    expect(input.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
