// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorLane } from '../types';
import { flushVendorCache, readVendorCache, writeVendorCache } from './vendorCache';

const lanes: VendorLane[] = [{ title: 'LIVE', cards: [] }];

describe('vendor cache (§4: session storage, flush refetches)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps lanes under the gameVendor key for one language', () => {
    writeVendorCache('EN', lanes);
    expect(JSON.parse(sessionStorage.getItem('gameVendor') ?? '{}')).toEqual({
      language: 'EN',
      lanes,
    });
    expect(readVendorCache('EN')).toEqual(lanes);
    expect(readVendorCache('KM')).toBeNull();
  });

  it('forgets everything on a flush and ignores a corrupt entry', () => {
    writeVendorCache('EN', lanes);
    flushVendorCache();
    expect(readVendorCache('EN')).toBeNull();
    sessionStorage.setItem('gameVendor', '{not json');
    expect(readVendorCache('EN')).toBeNull();
  });
});
