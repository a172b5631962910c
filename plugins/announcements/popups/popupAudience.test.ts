import { describe, expect, it } from 'vitest';
import type { Announcement } from '../api';
import { popupKey, popupsFor } from './popupAudience';

const popup = (id: string, execution?: 'A' | 'B' | 'F'): Announcement => ({
  id,
  type: 'PU',
  title: id,
  ...(execution ? { execution } : {}),
});
const all = [popup('a', 'A'), popup('b', 'B'), popup('f', 'F'), popup('none')];
const ids = (list: Announcement[]) => list.map((item) => item.id);

describe('popupsFor (§4 Popups)', () => {
  it('shows B to visitors only', () => {
    expect(ids(popupsFor(all, { isLogin: false, firstTimeLogin: false }))).toEqual(['b']);
    expect(ids(popupsFor(all, { isLogin: false, firstTimeLogin: true }))).toEqual(['b']);
  });

  it('shows A to members, and F only on their first login', () => {
    expect(ids(popupsFor(all, { isLogin: true, firstTimeLogin: false }))).toEqual(['a']);
    expect(ids(popupsFor(all, { isLogin: true, firstTimeLogin: true }))).toEqual(['a', 'f']);
  });
});

describe('popupKey', () => {
  it('keys members and visitors apart', () => {
    expect(popupKey({ isLogin: true })).toBe('USER_POPUP');
    expect(popupKey({ isLogin: false })).toBe('ANONYMOUS_POPUP');
  });
});
