import { describe, expect, it } from 'vitest';
import { chooseCentrePage } from './chooseCentrePage';

const pages = [{ key: 'securityCenter' }, { key: 'depositv2' }];

describe('chooseCentrePage', () => {
  it('shows the page the URL names', () => {
    expect(chooseCentrePage(pages, 'depositv2')).toEqual({ kind: 'page', page: pages[1] });
  });

  it('sends a bare or unknown address to the first page', () => {
    expect(chooseCentrePage(pages, undefined)).toEqual({ kind: 'redirect', key: 'securityCenter' });
    expect(chooseCentrePage(pages, 'gone')).toEqual({ kind: 'redirect', key: 'securityCenter' });
  });

  it('shows nothing when no page is visible', () => {
    expect(chooseCentrePage([], 'depositv2')).toEqual({ kind: 'empty' });
  });
});
